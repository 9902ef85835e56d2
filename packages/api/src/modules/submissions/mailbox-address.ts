/** The bare address of a config mailbox (`"Mercadeo" <mercadeo@x.co>` or `mercadeo@x.co`), as mail jobs take it. */
export function mailboxAddress(mailbox: string): string {
  return (/<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim();
}
