import React, {useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

/**
 * The phone's navigation drawer, built the first time it opens. The theme builds it, with
 * the whole docs sidebar, right after every page starts on a phone, in the same task as the
 * rest of the start-up work, although most visits never open it.
 */
export default function MobileSidebarOnceOpened(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  return opened ? <MobileSidebar /> : null;
}
