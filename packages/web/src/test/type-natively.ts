/** Types into a field the browser's way, as a visitor does before the app listens. */
export function typeNatively(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
