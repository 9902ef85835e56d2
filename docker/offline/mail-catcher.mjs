// Stands in for Mailpit where no registry answers: SMTP on 1025 keeps every message, and the part of
// Mailpit's HTTP API on 8025 that the smoke reads:
//   GET    /api/v1/messages                  {total, messages: [{ID, Subject, From, To, Attachments}]}
//   GET    /api/v1/message/:id               {ID, Subject, From, To, Text, HTML, Attachments: [{PartID, FileName, ContentType, Size}]}
//   GET    /api/v1/message/:id/part/:partId  the attachment's bytes
//   DELETE /api/v1/messages                  forget every message
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** @type {{ id: string, parsed: import('mailparser').ParsedMail }[]} */
let messages = [];
let next = 1;

const addresses = (
  /** @type {import('mailparser').AddressObject | import('mailparser').AddressObject[] | undefined} */ a,
) =>
  (Array.isArray(a) ? a : a ? [a] : [])
    .flatMap((o) => o.value)
    .map((v) => ({ Name: v.name, Address: v.address ?? '' }));
const summary = (/** @type {(typeof messages)[number]} */ m) => ({
  ID: m.id,
  Subject: m.parsed.subject ?? '',
  From: addresses(m.parsed.from)[0],
  To: addresses(m.parsed.to),
  Attachments: m.parsed.attachments.length,
  Created: (m.parsed.date ?? new Date()).toISOString(),
});

new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    simpleParser(stream).then(
      (parsed) => {
        messages.unshift({ id: String(next++), parsed });
        done();
      },
      (error) => done(error),
    );
  },
}).listen(1025, '0.0.0.0');

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://catcher');
  const send = (/** @type {number} */ status, /** @type {unknown} */ body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === '/api/v1/messages' && req.method === 'DELETE') {
    messages = [];
    return send(200, 'ok');
  }
  if (url.pathname === '/api/v1/messages')
    return send(200, { total: messages.length, messages: messages.map(summary) });
  const [, id, , partId] = /^\/api\/v1\/message\/([^/]+)(\/part\/([^/]+))?$/.exec(url.pathname) ?? [];
  const found = messages.find((m) => m.id === id);
  if (!found) return send(404, 'not found');
  if (partId !== undefined) {
    const part = found.parsed.attachments[Number(partId) - 1];
    if (!part) return send(404, 'not found');
    res.writeHead(200, { 'content-type': part.contentType });
    return res.end(part.content);
  }
  return send(200, {
    ...summary(found),
    Text: found.parsed.text ?? '',
    HTML: found.parsed.html || '',
    Attachments: found.parsed.attachments.map((a, i) => ({
      PartID: String(i + 1),
      FileName: a.filename ?? '',
      ContentType: a.contentType,
      Size: a.size,
    })),
  });
}).listen(8025, '0.0.0.0');
