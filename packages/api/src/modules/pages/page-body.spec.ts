import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { PageBody, withOwnScriptsHashed } from './page-body';

const MARK = 'marca-de-prueba';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('withOwnScriptsHashed', () => {
  it('takes the mark out and names each marked script once, by the hash of the text the browser runs', () => {
    const page = Buffer.from(
      `<html><head><script nonce="${MARK}">window.a="Año"</script>` +
        `<link rel="modulepreload" href="/assets/a.js" nonce="${MARK}"/>` +
        `<script nonce="${MARK}" type="module" async="">import "/assets/a.js";\r\nrun()</script></head>` +
        `<body><script>window.injected=1</script><script nonce="${MARK}">window.a="Año"</script></body></html>`,
    );
    const { bytes, scriptHashes } = withOwnScriptsHashed(page, MARK);
    expect(bytes.toString()).toBe(
      '<html><head><script>window.a="Año"</script><link rel="modulepreload" href="/assets/a.js"/>' +
        '<script type="module" async="">import "/assets/a.js";\r\nrun()</script></head>' +
        '<body><script>window.injected=1</script><script>window.a="Año"</script></body></html>',
    );
    // The browser's parser reads CR LF as LF before the script's text is hashed.
    expect(scriptHashes).toEqual([sha256('window.a="Año"'), sha256('import "/assets/a.js";\nrun()')]);
  });

  it('leaves a page without the mark as it is, and refuses a marked script that does not end', () => {
    const page = Buffer.from('<p>sin scripts</p>');
    expect(withOwnScriptsHashed(page, MARK)).toEqual({ bytes: page, scriptHashes: [] });
    expect(() => withOwnScriptsHashed(Buffer.from(`<script nonce="${MARK}">x=1`), MARK)).toThrow(
      'A marked inline script does not end',
    );
  });
});

describe('PageBody', () => {
  it('compresses once per coding, and sends a small page as it is', async () => {
    const body = new PageBody(Buffer.from('Inmuebles en Medellín. '.repeat(100)));
    const gzip = body.encodedAs('gzip');
    expect(body.encodedAs('gzip')).toBe(gzip);
    expect(gunzipSync(await gzip!).toString()).toBe(body.bytes.toString());
    expect(new PageBody(Buffer.from('corta')).encodedAs('br')).toBeNull();
    expect(new PageBody(Buffer.from('otra')).etag).not.toBe(new PageBody(Buffer.from('corta')).etag);
  });
});
