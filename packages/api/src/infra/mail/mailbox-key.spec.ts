import { mailboxKey } from './mailbox-key';

describe('mailboxKey', () => {
  it.each([
    ['Ana@Example.com', 'ana@example.com'],
    ['ana+alertas@example.com', 'ana@example.com'],
    ['ana+1+2@example.com', 'ana@example.com'],
    ['a.n.a@example.com', 'a.n.a@example.com'],
    ['A.n.A+x@gmail.com', 'ana@gmail.com'],
    ['ana.m@googlemail.com', 'anam@gmail.com'],
    [' ana@example.com ', 'ana@example.com'],
  ])('%s is the inbox %s', (email, key) => {
    expect(mailboxKey(email)).toBe(key);
  });

  it('keeps a local part that is only a tag (nothing left to strip it to)', () => {
    expect(mailboxKey('+x@example.com')).toBe('+x@example.com');
  });
});
