import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  applyTheme,
  readChosenTheme,
  storeTheme,
  SYSTEM_DARK_QUERY,
  systemPrefersDark,
  themeOf,
  type Theme,
} from './theme-choice.ts';
import './theme.css';

type ThemeState = {
  readonly theme: Theme;
  /** The switch's choice: kept in this browser, it wins over the system's preference from then on. */
  readonly setTheme: (theme: Theme) => void;
  /** The switches' action: the other theme, picked. */
  readonly toggleTheme: () => void;
};

const ThemeContext = createContext<ThemeState | null>(null);

/**
 * The theme of the whole app: the one picked in this browser, else the system's preference, also
 * when that changes while the page is open. first-paint-theme.js set it before the first paint already.
 */
export const ThemeProvider = ({ children }: { children: ReactNode }) => {
  const [chosen, setChosen] = useState(readChosenTheme);
  const [systemDark, setSystemDark] = useState(systemPrefersDark);
  useEffect(() => {
    const query = globalThis.matchMedia?.(SYSTEM_DARK_QUERY);
    if (!query) return;
    const follow = (event: MediaQueryListEvent) => setSystemDark(event.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  const theme = themeOf(chosen, systemDark);
  useLayoutEffect(() => applyTheme(theme), [theme]);
  const setTheme = useCallback((next: Theme) => {
    storeTheme(next);
    setChosen(next);
  }, []);
  const toggleTheme = useCallback(() => setTheme(theme === 'dark' ? 'light' : 'dark'), [theme, setTheme]);
  const value = useMemo(() => ({ theme, setTheme, toggleTheme }), [theme, setTheme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
};

export const useTheme = (): ThemeState => {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme() needs a <ThemeProvider> above it');
  return state;
};
