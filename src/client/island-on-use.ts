// Islands hydrated on first use (<Island hydrate="use">, data-island-hydrate="use"):
// the glossary filter and the catalogues, whose server markup already lists
// every item, so React has nothing to do until the visitor reaches for a control.
// Loading and running React at start-up was most of those pages' main-thread
// work (issue 42: Lighthouse mobile 84-88, 300-650 ms of blocking time).
//
// The first focus, touch, hover or key in the island starts hydration. What the
// visitor does before React owns the controls is not lost: buttons clicked are
// held and clicked again, and controls changed are set back to their server
// state just before hydrating (so the markup matches) and changed again after,
// with the events React listens to.
// An island whose state can live in the address (a catalogue's filters) hydrates
// at once when the address has a query.

/** The events that start an island's hydration: the visitor is about to use it. */
const USE_EVENTS = ['focusin', 'pointerdown', 'pointerover', 'keydown', 'input', 'change'] as const;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
interface Change {
  control: Control;
  value?: string;
  checked?: boolean;
}

/** Whether the island waits for its first use (false when the address may hold its state). */
export function waitsForUse(container: HTMLElement): boolean {
  return container.dataset.islandHydrate === 'use' && !location.search;
}

const isToggle = (c: Control): c is HTMLInputElement => c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio');

function defaultIndex(select: HTMLSelectElement): number {
  return Math.max(
    0,
    [...select.options].findIndex((o) => o.defaultSelected),
  );
}

/** The controls the visitor changed, each set back to its server state; returns what they were changed to. */
export function takeChanges(container: HTMLElement): Change[] {
  const changes: Change[] = [];
  for (const control of container.querySelectorAll<Control>('input, select, textarea')) {
    if (isToggle(control)) {
      if (control.checked === control.defaultChecked) continue;
      changes.push({ control, checked: control.checked });
      control.checked = control.defaultChecked;
    } else if (control instanceof HTMLSelectElement) {
      if (control.selectedIndex === defaultIndex(control)) continue;
      changes.push({ control, value: control.value });
      control.selectedIndex = defaultIndex(control);
    } else if (control.value !== control.defaultValue) {
      changes.push({ control, value: control.value });
      control.value = control.defaultValue;
    }
  }
  return changes;
}

/** Makes the changes again as a visitor's input would, so the island's handlers see them. */
export function replayChanges(changes: Change[]) {
  for (const { control, value, checked } of changes) {
    if (!control.isConnected) continue;
    if (checked !== undefined) {
      if (isToggle(control) && control.checked !== checked) control.click();
      continue;
    }
    // the element's own prototype setter: a value set through it is one the page has not seen yet, as typing is
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, value);
    control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}

/**
 * Waits for the first use of `container`, then runs `hydrate`; the buttons clicked meanwhile have their
 * click held back, and are clicked again once it has settled.
 */
export function onFirstUse(container: HTMLElement, hydrate: () => Promise<void>) {
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
    void hydrate().finally(() => {
      owned = true;
      container.removeEventListener('click', hold, true);
      container.removeEventListener('submit', hold, true);
      for (const button of held.splice(0)) if (button.isConnected) button.click();
    });
  };
  for (const type of USE_EVENTS) container.addEventListener(type, start, { capture: true, passive: true });
}
