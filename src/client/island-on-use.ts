// Islands hydrated on first use (<Island hydrate="use">, data-island-hydrate="use"):
// the glossary filter and the catalogues, whose server markup already lists
// every item, so React has nothing to do until the visitor reaches for a control.
// Loading and running React at start-up was most of those pages' main-thread
// work (issue 42: Lighthouse mobile 84-88, 300-650 ms of blocking time).
//
// The first focus, touch, hover or key in the island starts hydration. What the
// visitor does before React owns the controls is not lost, and never undone on
// screen: buttons clicked are held and clicked again; a box ticked or a letter
// typed stays as the visitor left it (React's hydration keeps a control's live
// value), and is recorded. React's own state, though, is the server's until it
// hears of the change (and its first render after hydrating sets the controls to
// that state), so once the island says it has settled the recorded changes are
// made again, with the events React listens to, in the same task as that render:
// no frame is painted in between. Setting controls back to their server state
// before hydrating, as this did first, showed a ticked box unticked for as long
// as hydration took, and lost what was typed meanwhile.
// An island whose state can live in the address (a catalogue's filters) hydrates
// at once when the address has a query.

/** The events that start an island's hydration: the visitor is about to use it. */
const USE_EVENTS = ['focusin', 'pointerdown', 'pointerover', 'keydown', 'input', 'change'] as const;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
interface Change {
  control: Control;
  value?: string;
  checked?: boolean;
  /** where the caret was in a text box (React's first render sets its value to the server's, the caret with it) */
  caret?: [number | null, number | null];
}

/** Whether the island waits for its first use (false when the address may hold its state). */
export function waitsForUse(container: HTMLElement): boolean {
  return container.dataset.islandHydrate === 'use' && !location.search;
}

const isToggle = (c: Control): c is HTMLInputElement => c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio');
const isControl = (e: EventTarget | null): e is Control =>
  e instanceof HTMLInputElement || e instanceof HTMLSelectElement || e instanceof HTMLTextAreaElement;

/** Records, until `stop()`, what the visitor changes in `container`'s controls: the last state of each. */
export function recordChanges(container: HTMLElement): { stop(): Change[] } {
  const changes = new Map<Control, Change>();
  // A box is read as its click is dispatched (the browser has ticked it by then), not at the input and change
  // events that follow: once React listens, which it does from the start of hydration, it handles the click and
  // sets the box back to the state it last rendered until it renders again, so at those events a box just
  // ticked reads unticked (a tick during hydration on a slow CPU was replayed as an untick). Text is read at its
  // input event, before React's own listener (registered after this one) runs.
  const record = (e: Event) => {
    const control = e.target;
    if (!isControl(control) || !container.contains(control)) return;
    if (isToggle(control) !== (e.type === 'click')) return;
    if (isToggle(control)) changes.set(control, { control, checked: control.checked });
    else if (control instanceof HTMLSelectElement) changes.set(control, { control, value: control.value });
    else changes.set(control, { control, value: control.value, caret: [control.selectionStart, control.selectionEnd] });
  };
  const EVENTS = ['click', 'input', 'change'];
  for (const type of EVENTS) container.addEventListener(type, record, true);
  return {
    stop() {
      for (const type of EVENTS) container.removeEventListener(type, record, true);
      return [...changes.values()];
    },
  };
}

/**
 * Makes the changes again as a visitor's input would, so the island's handlers see them. React hears of a
 * change only when the control's value differs from the one it last saw (which hydration took from the page,
 * the visitor's value already): it is first told the control had the other value (through the property,
 * which React watches), then the visitor's value is set and the event sent, all before the next frame.
 */
export function replayChanges(changes: Change[]) {
  for (const { control, value, checked, caret } of changes) {
    if (!control.isConnected) continue;
    if (checked !== undefined) {
      if (!isToggle(control)) continue;
      control.checked = !checked;
      control.click();
      continue;
    }
    control.value = value === '' ? ' ' : '';
    // the element's own prototype setter: a value set through it is one React has not seen yet, as typing is
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, value);
    if (caret && document.activeElement === control && !(control instanceof HTMLSelectElement)) control.setSelectionRange(...caret);
    control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}

/**
 * Waits for the first use of `container`, then runs `hydrate`, which calls `settled` as soon as the island has
 * (the controls changed until then are changed again there); the buttons clicked meanwhile have their click
 * held back, and are clicked again once it has settled.
 */
export function onFirstUse(container: HTMLElement, hydrate: (settled: () => void) => Promise<void>) {
  const changes = recordChanges(container);
  const held: HTMLButtonElement[] = [];
  let owned = false;
  const hold = (e: Event) => {
    if (owned) return;
    const button = (e.target as Element | null)?.closest?.('button');
    if (e.type === 'submit') e.preventDefault();
    else if (button && container.contains(button)) {
      e.preventDefault();
      held.push(button);
    }
  };
  container.addEventListener('click', hold, true);
  container.addEventListener('submit', hold, true);
  const start = () => {
    for (const type of USE_EVENTS) container.removeEventListener(type, start, true);
    void hydrate(() => replayChanges(changes.stop())).finally(() => {
      changes.stop();
      owned = true;
      container.removeEventListener('click', hold, true);
      container.removeEventListener('submit', hold, true);
      for (const button of held.splice(0)) if (button.isConnected) button.click();
    });
  };
  for (const type of USE_EVENTS) container.addEventListener(type, start, { capture: true, passive: true });
}
