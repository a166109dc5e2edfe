// The left menu: single links and collapsible groups, built by menu.ts for
// the user's role and handed in by the Shell. The group holding the current
// page starts open.
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Icon } from '../components/Icon';
import { isGroup, type MenuGroup, type MenuLink, type MenuNode } from './menu';

function isActive(link: MenuLink, location: string): boolean {
  if (link.path === '/admin/inicio') return location === '/admin' || location === '/admin/inicio';
  return location === link.path || location.startsWith(`${link.path}/`);
}

function Group({ group, location }: { group: MenuGroup; location: string }) {
  const holdsActive = group.links.some((l) => isActive(l, location));
  const [open, setOpen] = useState(holdsActive);
  const expanded = open || holdsActive;
  return (
    <li className={`nav-group${expanded ? ' open' : ''}`}>
      <button type="button" className="nav-item nav-group-toggle" aria-expanded={expanded} onClick={() => setOpen(!expanded)}>
        <Icon name={group.icon} />
        <span className="nav-label">{group.label}</span>
        <Icon name="chevronDown" className="nav-caret" />
      </button>
      {expanded && (
        <ul className="nav-sub">
          {group.links.map((l) => (
            <li key={l.path}>
              <Link href={l.path} className={`nav-subitem${isActive(l, location) ? ' active' : ''}`}>
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The sidebar with the brand and the role's menu. */
export function Sidebar({ menu }: { menu: MenuNode[] }) {
  const [location] = useLocation();
  return (
    <aside className="sidebar" aria-label="Menú principal">
      <Link href="/admin" className="brand">
        <img src="/favicon.svg" alt="" className="brand-logo" />
        <span className="brand-text">
          <strong>SGC</strong>
          <small>Gestión Comercial</small>
        </span>
      </Link>
      <nav>
        <ul className="nav">
          {menu.map((node) =>
            isGroup(node) ? (
              <Group key={node.label} group={node} location={location} />
            ) : (
              <li key={node.path}>
                <Link href={node.path} className={`nav-item${isActive(node, location) ? ' active' : ''}`}>
                  <Icon name={node.icon ?? 'chevronRight'} />
                  <span className="nav-label">{node.label}</span>
                </Link>
              </li>
            ),
          )}
        </ul>
      </nav>
    </aside>
  );
}
