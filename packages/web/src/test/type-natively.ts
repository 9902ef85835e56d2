/**
 * Types into a field the browser's way: through the element's own value setter, not the one React puts on a
 * field it controls (which would make React take the text as its own and ignore the event).
 */
export function typeNatively(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
