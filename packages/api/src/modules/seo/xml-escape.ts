import Handlebars from 'handlebars';

/** Escapes text for HTML/XML text and attribute values (& < > " ' ` =). */
export function escapeHtml(value: string | number): string {
  return Handlebars.Utils.escapeExpression(String(value));
}
