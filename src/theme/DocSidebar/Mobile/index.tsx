import React, {memo, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {NavbarSecondaryMenuFiller, ThemeClassNames} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebar/Mobile';

interface Menu {
  sidebar: Props['sidebar'];
  path: string;
}

/** The docs sidebar in the mobile drawer: following a link, or a category's link, closes it. */
function DrawerMenu({menu: {sidebar, path}}: {menu: Menu}): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      <DocSidebarItems
        items={sidebar}
        activePath={path}
        level={1}
        onItemClick={(item) => {
          if (item.type === 'link' || (item.type === 'category' && item.href)) mobileSidebar.toggle();
        }}
      />
    </ul>
  );
}

/**
 * The theme's mobile docs sidebar, handing the drawer a single prop. The drawer's filler
 * sorts the names of the props it gets with localeCompare, and the first such call loads the
 * collation data: about 30 ms of blocked main thread on a phone while the page starts. One
 * prop leaves nothing to compare.
 */
function DocSidebarMobile({sidebar, path}: Props): ReactNode {
  const menu = useMemo<Menu>(() => ({sidebar, path}), [sidebar, path]);
  return <NavbarSecondaryMenuFiller component={DrawerMenu} props={{menu}} />;
}

export default memo(DocSidebarMobile);
