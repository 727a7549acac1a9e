import { useId, type KeyboardEvent } from 'react';
import type { MenuItem } from '../../contracts/menu';

export interface MenuListProps {
  items: MenuItem[];
  /** Ids of the open groups. */
  expanded: ReadonlySet<string>;
  onToggle: (item: MenuItem, depth: number) => void;
  onFollow: () => void;
  allLabel: (name: string) => string;
  depth?: number;
}

/** Moves focus among the list's own controls (APG disclosure navigation: optional arrow keys). */
function onListKeyDown(event: KeyboardEvent<HTMLUListElement>): void {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const list = event.currentTarget;
  const controls = [...list.children].map((li) => li.querySelector<HTMLElement>(':scope > .item')).filter((c): c is HTMLElement => !!c);
  const root = list.getRootNode() as Document | ShadowRoot;
  const current = controls.indexOf(root.activeElement as HTMLElement);
  if (current === -1) return;
  event.preventDefault();
  event.stopPropagation();
  const last = controls.length - 1;
  const next = { ArrowDown: current === last ? 0 : current + 1, ArrowUp: current === 0 ? last : current - 1, Home: 0, End: last }[event.key]!;
  controls[next]?.focus();
}

/** One level of the disclosure navigation: a group is a button that shows its nested list. */
export function MenuList({ items, expanded, onToggle, onFollow, allLabel, depth = 0 }: MenuListProps) {
  const baseId = useId();
  return (
    <ul className={`list list--${Math.min(depth, 2)}`} onKeyDown={onListKeyDown}>
      {items.map((item, index) => {
        const childrenId = `${baseId}-${index}`;
        const open = expanded.has(item.id);
        if (item.children.length === 0) {
          return (
            <li key={item.id}>
              {item.url ? (
                <a
                  className="item"
                  part="item"
                  href={item.url}
                  target={item.newTab ? '_blank' : undefined}
                  rel={item.newTab ? 'noopener' : undefined}
                  onClick={onFollow}
                >
                  {item.name}
                </a>
              ) : (
                <span className="item item--plain">{item.name}</span>
              )}
            </li>
          );
        }
        return (
          <li key={item.id}>
            <button
              type="button"
              className="item item--group"
              part="group"
              aria-expanded={open}
              aria-controls={childrenId}
              onClick={() => onToggle(item, depth)}
            >
              {item.name}
            </button>
            <div id={childrenId} hidden={!open}>
              {item.url && open && (
                <a className="item item--all" href={item.url} onClick={onFollow}>
                  {allLabel(item.name)}
                </a>
              )}
              {open && <MenuList items={item.children} expanded={expanded} onToggle={onToggle} onFollow={onFollow} allLabel={allLabel} depth={depth + 1} />}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
