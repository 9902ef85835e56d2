import nodemailer from 'nodemailer';
import { withSmtpTimeouts } from './mail.transport';

/** The options nodemailer's SMTP transport was built with. */
const transportOptions = (url: string) =>
  (nodemailer.createTransport(url) as unknown as { transporter: { options: Record<string, unknown> } })
    .transporter.options;

describe('withSmtpTimeouts', () => {
  it('bounds the connection, the greeting and a silent socket, keeping host, port and credentials', () => {
    expect(transportOptions(withSmtpTimeouts('smtp://us%40er:p%40ss@mail.example:2525'))).toEqual({
      secure: false,
      host: 'mail.example',
      port: 2525,
      auth: { user: 'us@er', pass: 'p@ss' },
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 60_000,
    });
  });

  it("keeps the operator's own values and other parameters", () => {
    const options = transportOptions(withSmtpTimeouts('smtps://mail.example?greetingTimeout=500&pool=true'));
    expect(options).toMatchObject({
      secure: true,
      greetingTimeout: 500,
      connectionTimeout: 10_000,
      pool: true,
    });
  });
});
