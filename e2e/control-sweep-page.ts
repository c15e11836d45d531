// The parts of the control sweep that run inside the page (each function is sent to the browser
// whole, so it uses nothing from outside itself).

/** A control the sweep presses: found again on a fresh load by its role, its name and its place among namesakes. */
export type Control = { role: string; name: string; index: number; key: string; place: string; inMain: boolean };

/** Where a child control is: the open menu or dialog, the panel of the tab just chosen; null for the page itself. */
export type Scope = 'menu' | 'dialog' | 'tabpanel' | null;

/** What the page showed after a press (each list empty when nothing of the kind happened). */
export type PageEffect = { changes: string[]; opened: string[]; toasts: number; other: string[] };

/**
 * The visible, enabled controls (in `scope`, the topmost open menu or dialog, else the page): buttons,
 * tabs, menu items, switches and link-styled controls without an address. `mark` (role, name, index)
 * instead marks that control with data-sweep-target and answers whether it was found.
 */
export const collectControls = (args: { scope: Scope; mark?: { role: string; name: string; index: number } }) => {
  const selector = [
    'button',
    'summary',
    'a:not([href])',
    '[role="button"]',
    '[role="tab"]',
    '[role="menuitem"]',
    '[role="menuitemcheckbox"]',
    '[role="menuitemradio"]',
    '[role="switch"]',
    '[role="link"]:not([href])',
  ].join(',');
  const overlaySelector = { menu: '[role="menu"]', dialog: '[role="dialog"], [role="alertdialog"]' };
  const isShown = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  };
  let root: Element = document.body;
  if (args.scope === 'tabpanel') {
    const panel = document.querySelector('[data-sweep-target]')?.getAttribute('aria-controls');
    const found = panel ? document.getElementById(panel) : null;
    if (found === null) return args.mark ? false : [];
    root = found;
  } else if (args.scope !== null) {
    const open = Array.from(document.querySelectorAll(overlaySelector[args.scope])).filter(isShown);
    const top = open.at(-1);
    if (top === undefined) return args.mark ? false : [];
    root = top;
  }
  const nameOf = (el: Element): string => {
    const label = el.getAttribute('aria-label');
    if (label) return label.trim();
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) {
      const text = labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      if (text.trim()) return text.replace(/\s+/g, ' ').trim();
    }
    const text = ((el as HTMLElement).innerText || el.textContent || '').replace(/\s+/g, ' ').trim();
    return (text || el.getAttribute('title') || '').slice(0, 80);
  };
  const isIdle = (el: Element) =>
    (el as HTMLButtonElement).disabled === true ||
    el.getAttribute('aria-disabled') === 'true' ||
    el.closest('[inert], [aria-hidden="true"], fieldset:disabled') !== null ||
    // Already the current choice: pressing it again is meant to change nothing.
    (el.getAttribute('role') === 'tab' && el.getAttribute('aria-selected') === 'true') ||
    el.getAttribute('aria-pressed') === 'true' ||
    (el.getAttribute('role') === 'radio' && el.getAttribute('aria-checked') === 'true') ||
    el.getAttribute('aria-current') === 'page' ||
    el.getAttribute('aria-current') === 'true' ||
    (el.getAttribute('role') === 'menuitemradio' && el.getAttribute('aria-checked') === 'true');
  /** Rows of a list repeat their controls: a place in a repeated element is not part of the key. */
  const placeOf = (el: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = el; node !== null && node !== root; node = node.parentElement) {
      const kind = `${node.tagName}${node.getAttribute('data-testid') ?? ''}`;
      const siblings = Array.from(node.parentElement?.children ?? []);
      const alike = siblings.filter((s) => `${s.tagName}${s.getAttribute('data-testid') ?? ''}` === kind);
      const isRow =
        ['LI', 'TR', 'ARTICLE'].includes(node.tagName) ||
        node.hasAttribute('data-testid') ||
        ['row', 'listitem', 'option', 'article'].includes(node.getAttribute('role') ?? '');
      // A row of a list (three alike or more), or a grid of many alike controls (an emoji picker's).
      const repeated = node === el ? alike.length > 6 : isRow && alike.length > 2;
      parts.push(repeated ? `${kind}*` : `${kind}${siblings.indexOf(node)}`);
    }
    return parts.reverse().join('>');
  };
  const seen = new Map<string, number>();
  const found: { role: string; name: string; index: number; key: string; place: string; inMain: boolean }[] = [];
  for (const el of Array.from(root.querySelectorAll(selector))) {
    if (!isShown(el) || isIdle(el)) continue;
    if (args.scope === null && el.closest('[role="menu"], [role="dialog"], [role="alertdialog"]') !== null) continue;
    const role = el.getAttribute('role') ?? (el.tagName === 'BUTTON' ? 'button' : el.tagName.toLowerCase());
    const name = nameOf(el);
    const index = seen.get(`${role}|${name}`) ?? 0;
    seen.set(`${role}|${name}`, index + 1);
    if (args.mark) {
      if (role === args.mark.role && name === args.mark.name && index === args.mark.index) {
        document.querySelectorAll('[data-sweep-target]').forEach((old) => old.removeAttribute('data-sweep-target'));
        el.setAttribute('data-sweep-target', '');
        return true;
      }
      continue;
    }
    const place = placeOf(el);
    const key = `${role}|${place.includes('*') ? name.replace(/\d+/g, '#') : name}|${place}`;
    found.push({ role, name, index, key, place, inMain: el.closest('main') !== null });
  }
  return args.mark ? false : found;
};

/** Starts recording what changes on the page (into window.__sweep); `scope` is the menu a menu item closes. */
export const startRecording = (scope: Scope) => {
  const overlays = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';
  const isShown = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && el.checkVisibility({ visibilityProperty: true });
  };
  const target = document.querySelector('[data-sweep-target]');
  const menu = scope === 'menu' ? target?.closest('[role="menu"]') : null;
  // The menu's own closing is not an effect of its item: its portal, and its trigger's state.
  const menuRoot = menu?.closest('[data-radix-popper-content-wrapper]') ?? menu ?? null;
  const trigger = menu?.id ? document.querySelector(`[aria-controls="${menu.id}"]`) : null;
  const ignoredAttributes = new Set([
    'style',
    'tabindex',
    'data-highlighted',
    'aria-hidden',
    'data-aria-hidden',
    'data-scroll-locked',
    'inert',
    'data-sweep-target',
    'aria-describedby',
    'data-input',
  ]);
  const isTooltip = (node: Node) =>
    node instanceof Element &&
    (node.closest('[role="tooltip"]') !== null ||
      node.querySelector('[role="tooltip"]') !== null ||
      node.hasAttribute('data-radix-focus-guard') ||
      ['STYLE', 'SCRIPT', 'LINK', 'META', 'TITLE'].includes(node.tagName));
  const inMenu = (node: Node) =>
    menuRoot !== null && (menuRoot.contains(node) || (node instanceof Element && node.contains(menuRoot)));
  const changes: string[] = [];
  const describe = (node: Node) => {
    if (!(node instanceof Element)) return `text "${(node.textContent ?? '').slice(0, 30)}"`;
    const testId = node.getAttribute('data-testid');
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${testId ? `[${testId}]` : ''}`;
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.target instanceof Node && document.head.contains(record.target)) continue;
      if (isTooltip(record.target) || inMenu(record.target)) continue;
      if (record.type === 'attributes') {
        const name = record.attributeName ?? '';
        const now = (record.target as Element).getAttribute(name);
        if (ignoredAttributes.has(name) || now === record.oldValue || !isShown(record.target as Element)) continue;
        if (name === 'data-state' && /delayed-open|instant-open/.test(`${record.oldValue} ${now}`)) continue;
        if (record.target === trigger && ['aria-expanded', 'aria-controls', 'data-state'].includes(name)) continue;
        changes.push(`${name} of ${describe(record.target)}: ${record.oldValue} → ${now}`);
      } else if (record.type === 'characterData') {
        changes.push(`text ${describe(record.target)}`);
      } else {
        const nodes = [...Array.from(record.addedNodes), ...Array.from(record.removedNodes)].filter(
          (node) =>
            !isTooltip(node) &&
            !inMenu(node) &&
            (node instanceof Element || (node.textContent ?? '').trim() !== '') &&
            !(node instanceof Element && node.isConnected && !isShown(node)),
        );
        if (nodes.length > 0) changes.push(`children of ${describe(record.target)}: ${nodes.map(describe).join(', ')}`);
      }
    }
  });
  observer.observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
    attributeOldValue: true,
  });
  const other: string[] = [];
  const note = (what: string) => () => other.push(what);
  document.addEventListener('invalid', note('a form field said what is missing'), true);
  document.addEventListener('scroll', note('scrolled'), true);
  const before = new Set(Array.from(document.querySelectorAll(overlays)).filter(isShown));
  const fields = Array.from(document.querySelectorAll('input, textarea'));
  const values = fields.map((field) => (field as HTMLInputElement).value);
  const toasts = document.querySelectorAll('[data-sonner-toast]').length;
  const read = (): { changes: string[]; opened: string[]; toasts: number; other: string[] } => {
    const opened = Array.from(document.querySelectorAll(overlays))
      .filter((el) => isShown(el) && !before.has(el))
      .map((el) => el.getAttribute('role') ?? '');
    const focused = document.activeElement;
    const moved = focused !== null && focused !== document.body && target !== null && !target.contains(focused);
    const focusNote = moved && focused !== trigger ? [`focus moved to ${describe(focused)}`] : [];
    const toastCount = document.querySelectorAll('[data-sonner-toast]').length - toasts;
    const edited = fields.filter((field, i) => field.isConnected && (field as HTMLInputElement).value !== values[i]);
    if (edited.length > 0) focusNote.push(`changed the value of ${describe(edited[0]!)}`);
    return { changes: changes.slice(0, 5), opened, toasts: Math.max(0, toastCount), other: [...other, ...focusNote] };
  };
  (window as unknown as { __sweep: () => unknown }).__sweep = read;
};

/** What the page recorded since startRecording. */
export const readRecording = () => (window as unknown as { __sweep: () => PageEffect }).__sweep();
