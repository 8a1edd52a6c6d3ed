import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import remountInBrowser from '@site/src/components/remountInBrowser';

// Its links keep the current query string and hash (see remountInBrowser).
export default remountInBrowser(LocaleDropdownNavbarItem);
