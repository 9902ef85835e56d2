import path from 'node:path';
import { ConfigValidationError, loadConfig, loadConfigOrExit } from './load-config';

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.DATA_DIR).toBe(path.resolve('./var'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.MAIL_FROM).toBe('"Alameda Inmobiliaria" <no-responder@inmobiliaria.example>');
    expect(config.MAIL_RENT_ROUTES).toEqual({});
    expect(config.PROPERTY_SOURCE).toBe('local');
    expect(config.CAPTCHA_PROVIDER).toBe('altcha');
    expect(config.WEB_DIST).toBe(path.resolve(__dirname, '../../../web/dist'));
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.LOG_LEVEL).toBe('info');
    expect(config.MORTGAGE_MIN_DOWN_PAYMENT_PERCENT).toBe(30);
    expect(config.MORTGAGE_RATE_EA).toBe(12);
  });

  it('keeps files on the local disk by default, and takes an S3 store whose key pair is whole', () => {
    const local = loadConfig({});
    expect(local.STORAGE_S3_BUCKET).toBeUndefined();
    expect(local.STORAGE_S3_FORCE_PATH_STYLE).toBe(false);
    expect(local.STORAGE_S3_CREATE_BUCKET).toBe(false);
    const s3 = loadConfig({
      STORAGE_S3_BUCKET: 'inmo-files',
      STORAGE_S3_ENDPOINT: 'http://minio:9000',
      STORAGE_S3_ACCESS_KEY_ID: 'inmo',
      STORAGE_S3_SECRET_ACCESS_KEY: 'secret-secret',
      STORAGE_S3_FORCE_PATH_STYLE: 'true',
    });
    expect(s3.STORAGE_S3_BUCKET).toBe('inmo-files');
    expect(s3.STORAGE_S3_REGION).toBe('us-east-1');
    expect(s3.STORAGE_S3_FORCE_PATH_STYLE).toBe(true);
    expect(() => loadConfig({ STORAGE_S3_BUCKET: 'Inmo_Files' })).toThrow(/STORAGE_S3_BUCKET/);
    expect(() => loadConfig({ STORAGE_S3_ENDPOINT: 'minio:9000' })).toThrow(/STORAGE_S3_ENDPOINT/);
    expect(() => loadConfig({ STORAGE_S3_ACCESS_KEY_ID: 'inmo' })).toThrow(/STORAGE_S3_SECRET_ACCESS_KEY/);
  });

  it('takes a tile server with {z}, {x} and {y}, and refuses anything else', () => {
    expect(loadConfig({}).MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(loadConfig({ MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png' }).MAP_TILE_URL).toBe(
      'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
    );
    for (const bad of ['https://tiles.example.com/map.png', 'ftp://x.example/{z}/{x}/{y}.png', 'tiles']) {
      expect(() => loadConfig({ MAP_TILE_URL: bad })).toThrow(/MAP_TILE_URL/);
    }
  });

  it('takes the mortgage simulator settings, and refuses a rate of 0 or a down payment of 100 %', () => {
    const config = loadConfig({ MORTGAGE_MIN_DOWN_PAYMENT_PERCENT: '20', MORTGAGE_RATE_EA: '10.5' });
    expect(config.MORTGAGE_MIN_DOWN_PAYMENT_PERCENT).toBe(20);
    expect(config.MORTGAGE_RATE_EA).toBe(10.5);
    expect(() => loadConfig({ MORTGAGE_RATE_EA: '0' })).toThrow(/MORTGAGE_RATE_EA/);
    expect(() => loadConfig({ MORTGAGE_RATE_EA: 'doce' })).toThrow(/MORTGAGE_RATE_EA/);
    expect(() => loadConfig({ MORTGAGE_MIN_DOWN_PAYMENT_PERCENT: '100' })).toThrow(
      /MORTGAGE_MIN_DOWN_PAYMENT_PERCENT/,
    );
  });

  it('takes the income share (at most the legal 40 %), the VIS cap and the insurance rates (issue 35)', () => {
    expect(loadConfig({})).toMatchObject({
      MORTGAGE_INCOME_SHARE_PERCENT: 40,
      MORTGAGE_SMMLV: 1_750_905,
      MORTGAGE_VIS_CAP_SMMLV: 150,
      MORTGAGE_LIFE_INSURANCE_PERCENT: 0.05,
      MORTGAGE_PROPERTY_INSURANCE_PERCENT: 0.02,
    });
    expect(loadConfig({ MORTGAGE_INCOME_SHARE_PERCENT: '30' }).MORTGAGE_INCOME_SHARE_PERCENT).toBe(30);
    expect(() => loadConfig({ MORTGAGE_INCOME_SHARE_PERCENT: '45' })).toThrow(
      /MORTGAGE_INCOME_SHARE_PERCENT/,
    );
    expect(() => loadConfig({ MORTGAGE_LIFE_INSURANCE_PERCENT: '5' })).toThrow(
      /MORTGAGE_LIFE_INSURANCE_PERCENT/,
    );
    expect(loadConfig({ MORTGAGE_PROPERTY_INSURANCE_PERCENT: '0' }).MORTGAGE_PROPERTY_INSURANCE_PERCENT).toBe(
      0,
    );
    expect(loadConfig({ EXACT_LOCATION_CODES: '1001, 919-2863' }).EXACT_LOCATION_CODES).toEqual([
      '919-1001',
      '919-2863',
    ]);
    expect(() => loadConfig({ EXACT_LOCATION_CODES: 'calle 10' })).toThrow(/EXACT_LOCATION_CODES/);
  });

  it('takes the alert settings, refusing a digest hour outside the day and an interval Node cannot time', () => {
    expect(loadConfig({})).toMatchObject({
      ALERT_CONFIRM_HOURS: 48,
      ALERT_SIGNUP_ANSWER_MS: 300,
      ALERT_DIGEST_HOUR: 7,
      ALERT_DIGEST_INTERVAL_MINUTES: 15,
    });
    expect(loadConfig({ ALERT_DIGEST_HOUR: '0' }).ALERT_DIGEST_HOUR).toBe(0);
    expect(() => loadConfig({ ALERT_DIGEST_HOUR: '24' })).toThrow(/ALERT_DIGEST_HOUR/);
    expect(() => loadConfig({ ALERT_DIGEST_INTERVAL_MINUTES: '100000' })).toThrow(
      /ALERT_DIGEST_INTERVAL_MINUTES/,
    );
  });

  it('parses typed values', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/app',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtp://mail:1025',
      MAIL_RENT_ROUTES:
        '{"25974":"medellin@inmobiliaria.example","barrio:2597401":"poblado@inmobiliaria.example"}',
      MAIL_HEADQUARTERS: '{"2":"sede.poblado@inmobiliaria.example"}',
      MAIL_BRANCHES: '{"3":"sede.centro@inmobiliaria.example"}',
      TRUST_PROXY: '1',
      DATA_DIR: '/tmp/x',
    });
    expect(config.PORT).toBe(8080);
    expect(config.MAIL_RENT_ROUTES).toEqual({
      '25974': 'medellin@inmobiliaria.example',
      'barrio:2597401': 'poblado@inmobiliaria.example',
    });
    expect(config.MAIL_HEADQUARTERS).toEqual({ '2': 'sede.poblado@inmobiliaria.example' });
    expect(config.MAIL_BRANCHES).toEqual({ '3': 'sede.centro@inmobiliaria.example' });
    expect(config.TRUST_PROXY).toBe(1);
    expect(config.DATA_DIR).toBe('/tmp/x');
  });

  it('refuses TRUST_PROXY=true in production, asking for a hop count or the addresses (issue 47)', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' };
    expect(() => loadConfig({ ...production, TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: must not be true when NODE_ENV=production.*number of proxies.*addresses/,
    );
    expect(loadConfig({ ...production, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ ...production, TRUST_PROXY: '10.0.0.5, loopback' }).TRUST_PROXY).toBe(
      '10.0.0.5, loopback',
    );
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  });

  it('treats empty strings as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reports every problem at once, each with its variable name', () => {
    let caught: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        MAIL_FROM: 'not a mailbox',
        MAIL_RENT_ROUTES: '{"1": "nope"}',
        LOG_LEVEL: 'loud',
        PROPERTY_SOURCE: 'simi',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigValidationError);
    const names = (caught as ConfigValidationError).problems.map((p) => p.name).sort();
    expect(names).toEqual(
      [
        'DATABASE_URL',
        'LOG_LEVEL',
        'MAIL_FROM',
        'MAIL_RENT_ROUTES',
        'PHOTO_ORIGINS',
        'PORT',
        'SIMI_BASE_URL',
        'SIMI_TOKEN',
      ].sort(),
    );
    expect((caught as Error).message).toContain('Invalid configuration (8 problems)');
    expect((caught as Error).message).toContain('  - PORT: must be a number');
  });

  describe.each([
    ['MAIL_RENT_ROUTES', 'a city id or "barrio:<neighbourhood id>"', '25974'],
    ['MAIL_HEADQUARTERS', 'a headquarter id', '1'],
    ['MAIL_BRANCHES', 'a branch id', '1'],
  ])('the mailbox map %s', (name, keyName, example) => {
    const expected = `expected a JSON object mapping ${keyName} to an e-mail address, e.g. {"${example}":"buzon@inmobiliaria.example"}`;
    const problemsOf = (value: string) => {
      try {
        loadConfig({ [name]: value });
      } catch (error) {
        if (error instanceof ConfigValidationError) return error.problems;
      }
      throw new Error(`${name}=${value} was accepted`);
    };

    it.each([
      ['{oops', 'is not valid JSON'],
      ['["a@b.co"]', 'is not a JSON object'],
      ['"a@b.co"', 'is not a JSON object'],
      ['{"Poblado":"poblado@inmobiliaria.example"}', `key "Poblado" is not ${keyName}`],
      ['{"7":"nope"}', 'the value of "7" is not an e-mail address'],
      ['{"7":7}', 'the value of "7" is not an e-mail address'],
    ])('refuses %s: "%s" and the expected shape, under the variable name', (value, problem) => {
      expect(problemsOf(value)).toEqual([{ name, message: `${problem}; ${expected}` }]);
    });

    it('names every bad entry at once', () => {
      expect(
        problemsOf('{"x":"a@b.co","8":"nope"}')
          .map((p) => p.message)
          .sort(),
      ).toEqual([
        `key "x" is not ${keyName}; ${expected}`,
        `the value of "8" is not an e-mail address; ${expected}`,
      ]);
    });
  });

  it('reads PHOTO_ORIGINS as a list of origins, and refuses anything else', () => {
    expect(loadConfig({}).PHOTO_ORIGINS).toEqual([]);
    expect(
      loadConfig({ PHOTO_ORIGINS: 'https://fotos.simi.example, https://CDN.example:8443/ ,' }).PHOTO_ORIGINS,
    ).toEqual(['https://fotos.simi.example', 'https://cdn.example:8443']);
    for (const bad of ['fotos.simi.example', 'https://fotos.simi.example/919/', 'ftp://x.example', '*']) {
      expect(() => loadConfig({ PHOTO_ORIGINS: bad })).toThrow(
        `PHOTO_ORIGINS: ${JSON.stringify(bad)} is not an origin; expected comma-separated origins such as https://fotos.example.com`,
      );
    }
  });

  it('requires PHOTO_ORIGINS with PROPERTY_SOURCE=simi, so the CSP lets the photos in', () => {
    const simi = { PROPERTY_SOURCE: 'simi', SIMI_BASE_URL: 'https://simi.example/', SIMI_TOKEN: 't' };
    expect(() => loadConfig(simi)).toThrow(/PHOTO_ORIGINS: is required when PROPERTY_SOURCE=simi/);
    expect(loadConfig({ ...simi, PHOTO_ORIGINS: 'https://fotos.simi.example' }).PHOTO_ORIGINS).toEqual([
      'https://fotos.simi.example',
    ]);
  });

  it('requires https: for SIMI_BASE_URL in production (the token goes with every request), loopback aside', () => {
    const simi = { PROPERTY_SOURCE: 'simi', SIMI_TOKEN: 't', PHOTO_ORIGINS: 'https://fotos.simi.example' };
    expect(() =>
      loadConfig({
        ...simi,
        NODE_ENV: 'production',
        SIMI_BASE_URL: 'http://www.simi-api.com/ApiSimiweb/response/',
      }),
    ).toThrow(
      'SIMI_BASE_URL: must be an https: URL when NODE_ENV=production: SIMI_TOKEN travels with every request',
    );
    expect(
      loadConfig({
        ...simi,
        NODE_ENV: 'production',
        SIMI_BASE_URL: 'https://www.simi-api.com/ApiSimiweb/response/',
      }).SIMI_BASE_URL,
    ).toBe('https://www.simi-api.com/ApiSimiweb/response/');
    // A fake SIMI on this machine (e2e, benchmarks), and development.
    expect(() =>
      loadConfig({
        ...simi,
        NODE_ENV: 'production',
        SIMI_BASE_URL: 'http://127.0.0.1:4010/ApiSimiweb/response/',
      }),
    ).not.toThrow();
    expect(() => loadConfig({ ...simi, SIMI_BASE_URL: 'http://simi.example/' })).not.toThrow();
  });

  it('reads the SIMI settings: sede map, price sort field, advisor photo template, auth user, sync interval', () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({
      SIMI_SEDES: {},
      SIMI_SORT_FIELD_PRICE: 'precio',
      SIMI_BASIC_USER: 'auto',
      SIMI_SYNC_INTERVAL_MINUTES: 30,
    });
    expect(defaults.SIMI_ADVISOR_PHOTO_URL).toBeUndefined();
    const config = loadConfig({
      SIMI_SEDES: '{"12062":1,"12063":"12"}',
      SIMI_SORT_FIELD_PRICE: 'Venta',
      SIMI_ADVISOR_PHOTO_URL: 'https://fotos.example.com/asesores/{cedtercero}.png',
      SIMI_BASIC_USER: 'empty',
      SIMI_SYNC_INTERVAL_MINUTES: '15',
    });
    expect(config).toMatchObject({
      SIMI_SEDES: { '12062': 1, '12063': 12 },
      SIMI_SORT_FIELD_PRICE: 'Venta',
      SIMI_BASIC_USER: 'empty',
      SIMI_SYNC_INTERVAL_MINUTES: 15,
    });
    expect(() => loadConfig({ SIMI_SEDES: '{"12062":13}' })).toThrow(
      'SIMI_SEDES: the value of "12062" is not a branch id 1..12; expected a JSON object mapping a SIMI sede id to a branch id 1..12, e.g. {"12062":1}',
    );
    expect(() => loadConfig({ SIMI_SEDES: '{"Poblado":2}' })).toThrow(/key "Poblado" is not a SIMI sede id/);
    expect(() => loadConfig({ SIMI_ADVISOR_PHOTO_URL: 'https://fotos.example.com/a.png' })).toThrow(
      /SIMI_ADVISOR_PHOTO_URL: must be an http\(s\) URL containing \{cedtercero\}/,
    );
    expect(() => loadConfig({ SIMI_SORT_FIELD_PRICE: 'precio/0' })).toThrow(/SIMI_SORT_FIELD_PRICE/);
  });

  it("reads the sync's own SIMI settings, separate from the visitors' timeout", () => {
    expect(loadConfig({})).toMatchObject({
      SIMI_TIMEOUT_MS: 8000,
      SIMI_SYNC_TIMEOUT_MS: 60_000,
      SIMI_SYNC_PAGE_SIZE: 100,
      SIMI_SYNC_FULL_INTERVAL_HOURS: 24,
      SIMI_SYNC_MAX_WITHDRAWALS: 200,
      SIMI_SORT_FIELD_MODIFIED: 'fecha_modificacion',
    });
    expect(loadConfig({ SIMI_SYNC_TIMEOUT_MS: '45000', SIMI_SYNC_PAGE_SIZE: '50' })).toMatchObject({
      SIMI_TIMEOUT_MS: 8000,
      SIMI_SYNC_TIMEOUT_MS: 45_000,
      SIMI_SYNC_PAGE_SIZE: 50,
    });
    // SIMI answers 10 rows to more than 100: a sync asking for them would read a tenth of each page.
    expect(() => loadConfig({ SIMI_SYNC_PAGE_SIZE: '200' })).toThrow(
      'SIMI_SYNC_PAGE_SIZE: must be at most 100',
    );
    expect(() => loadConfig({ SIMI_SORT_FIELD_MODIFIED: 'fecha/0' })).toThrow(/SIMI_SORT_FIELD_MODIFIED/);
  });

  it('rejects an out-of-range port', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT: must be between 1 and 65535');
  });

  it('has no OpenStreetMap default in production: required on a public site, none (maps hidden) on localhost', () => {
    const secrets = { ALTCHA_HMAC_KEY: 'a'.repeat(16), IP_HASH_SALT: 'b'.repeat(16) };
    const publicSite = { NODE_ENV: 'production', PUBLIC_URL: 'https://www.inmobiliaria.example', ...secrets };
    expect(() => loadConfig(publicSite)).toThrow(
      /MAP_TILE_URL: is required when NODE_ENV=production and PUBLIC_URL is a public address .*your tile provider's URL/,
    );
    expect(
      loadConfig({ ...publicSite, MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' }).MAP_TILE_URL,
    ).toBe('https://tiles.example.com/{z}/{x}/{y}.png');
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:8080' }).MAP_TILE_URL,
    ).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test' }).MAP_TILE_URL).toBe(
      'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    );
  });

  describe('ALTCHA_HMAC_KEY and IP_HASH_SALT', () => {
    const publicSite = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://www.inmobiliaria.example',
      MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
    };
    const secrets = { ALTCHA_HMAC_KEY: 'a'.repeat(16), IP_HASH_SALT: 'b'.repeat(16) };
    const problems = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigValidationError).problems.map((p) => p.name);
      }
    };

    it('are required by a production gateway with a public PUBLIC_URL', () => {
      expect(problems(publicSite)).toEqual(['ALTCHA_HMAC_KEY', 'IP_HASH_SALT']);
      expect(() => loadConfig(publicSite)).toThrow(
        'ALTCHA_HMAC_KEY: is required when NODE_ENV=production and PUBLIC_URL is a public address (https://www.inmobiliaria.example)',
      );
      expect(problems({ ...publicSite, ALTCHA_HMAC_KEY: secrets.ALTCHA_HMAC_KEY })).toEqual(['IP_HASH_SALT']);
      expect(problems({ ...publicSite, ...secrets })).toEqual([]);
      // Another captcha provider does not use the ALTCHA key.
      const recaptcha = { CAPTCHA_PROVIDER: 'recaptcha', CAPTCHA_SECRET: 's', CAPTCHA_SITE_KEY: 'k' };
      expect(problems({ ...publicSite, ...recaptcha })).toEqual(['IP_HASH_SALT']);
    });

    it('a public PUBLIC_URL must be https in production (mail links, RFC 8058); localhost may be http', () => {
      expect(problems({ ...publicSite, ...secrets, PUBLIC_URL: 'http://www.inmobiliaria.example' })).toEqual([
        'PUBLIC_URL',
      ]);
      expect(() =>
        loadConfig({ ...secrets, NODE_ENV: 'production', PUBLIC_URL: 'http://sitio.example' }),
      ).toThrow('PUBLIC_URL: must be an https URL when NODE_ENV=production');
      expect(problems({ ...secrets, NODE_ENV: 'development', PUBLIC_URL: 'http://sitio.example' })).toEqual(
        [],
      );
      expect(problems({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:8080' })).toEqual([]);
    });

    it('are refused when shorter than 16 characters, in every environment', () => {
      for (const env of [{}, publicSite, { NODE_ENV: 'production' }])
        expect(problems({ ...env, ALTCHA_HMAC_KEY: 'short', IP_HASH_SALT: 'x'.repeat(15) })).toEqual([
          'ALTCHA_HMAC_KEY',
          'IP_HASH_SALT',
        ]);
    });

    it('stay optional (random per process) for npm start and for production builds on a loopback URL', () => {
      expect(problems({})).toEqual([]); // npm start: NODE_ENV unset = development
      expect(problems({ NODE_ENV: 'development', PUBLIC_URL: 'https://www.inmobiliaria.example' })).toEqual(
        [],
      );
      // e2e and benchmarks run the built gateway with NODE_ENV=production on this machine.
      for (const url of [
        'http://localhost:3000',
        'http://127.0.0.1:41234',
        'http://[::1]:8080',
        'http://sitio.localhost',
      ])
        expect(problems({ NODE_ENV: 'production', PUBLIC_URL: url })).toEqual([]);
      expect(problems({ NODE_ENV: 'production' })).toEqual([]); // PUBLIC_URL defaults to localhost
    });
  });
});

describe('loadConfigOrExit', () => {
  it('prints the list and exits with code 1 on a bad environment', () => {
    const written: string[] = [];
    const exit = jest.fn((code: number): never => {
      throw new Error(`exit ${code}`);
    });
    expect(() =>
      loadConfigOrExit({ PORT: 'abc', REDIS_URL: 'http://x' }, { exit, write: (t) => written.push(t) }),
    ).toThrow('exit 1');
    expect(exit).toHaveBeenCalledWith(1);
    expect(written.join('')).toMatch(
      /PORT: must be a number[\s\S]*REDIS_URL: must be a URL starting with redis:\/\//,
    );
  });

  it('returns the config when the environment is valid', () => {
    const exit = jest.fn((): never => {
      throw new Error('should not exit');
    });
    expect(loadConfigOrExit({ PORT: '4000' }, { exit, write: () => undefined }).PORT).toBe(4000);
    expect(exit).not.toHaveBeenCalled();
  });
});
