// The signed-in user's menu, handed down by the Shell. Pages that show menu
// links (the home page's quick links) read it here instead of importing the
// menu, which reads the route table, which imports the pages: the route table
// stays the one source and no import goes round in a circle.
import { createContext, useContext } from 'react';
import type { MenuGroup, MenuLink, MenuNode } from './menu';

/** The menu the Shell built for the current user. */
export const MenuContext = createContext<MenuNode[]>([]);

/** A menu link with the group it belongs to, if any. */
export type QuickLink = MenuLink & { group?: MenuGroup };

/** Flattens a menu into its links, each with its group. */
export function flattenMenu(menu: MenuNode[]): QuickLink[] {
  return menu.flatMap((n) => ('links' in n ? n.links.map((l) => ({ ...l, group: n })) : [n]));
}

/** The current user's menu links, flattened. */
export function useMenuLinks(): QuickLink[] {
  return flattenMenu(useContext(MenuContext));
}
