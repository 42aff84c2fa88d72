/**
 * Hands to React what a visitor typed or picked on a prerendered page before the app took it over.
 *
 * A public page's form fields are usable as soon as its HTML arrives, a second or so before React hydrates them.
 * React keeps the field's text while hydrating but not in its state: the next render writes the state's value
 * back and the text is gone. So right after hydration, every field whose value differs from the one the HTML was
 * drawn with fires the change event React listens to, and the field's own onChange takes the text in, exactly as
 * if it had been typed a moment later. React notices a change only when the value differs from the last one it
 * saw; its tracker on the element records values set through the element's own `value` property, so the drawn
 * value goes through that first and the typed one through the prototype's setter, which the tracker does not see.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;

function replayText(field: Field) {
  const typed = field.value;
  if (typed === field.defaultValue) return;
  const prototypeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!prototypeSetter) return;
  field.value = field.defaultValue;
  prototypeSetter.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function replayCheck(field: HTMLInputElement) {
  const checked = field.checked;
  // A radio that lost its check changed only because another one gained it: that one is replayed.
  if (checked === field.defaultChecked || (field.type === 'radio' && !checked)) return;
  const prototypeSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set;
  if (!prototypeSetter) return;
  field.checked = field.defaultChecked;
  prototypeSetter.call(field, checked);
  // A plain Event, not a MouseEvent: React hears it, the browser does not toggle the box again.
  field.dispatchEvent(new Event('click', { bubbles: true }));
}

function replaySelect(select: HTMLSelectElement) {
  if ([...select.options].every((option) => option.selected === option.defaultSelected)) return;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

export function replayEarlyInput(root: ParentNode) {
  for (const element of root.querySelectorAll('input, textarea, select')) {
    if (element instanceof HTMLSelectElement) replaySelect(element);
    else if (element instanceof HTMLTextAreaElement) replayText(element);
    else if (element instanceof HTMLInputElement) {
      if (element.type === 'checkbox' || element.type === 'radio') replayCheck(element);
      else if (element.type !== 'file' && element.type !== 'hidden') replayText(element);
    }
  }
}
