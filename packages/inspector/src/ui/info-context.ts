import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { InspectorInfo } from '../contract/inspector-api.js';

export const InfoContext = createContext<InspectorInfo | null>(null);

/** What the inspector is connected to; views render only after it has loaded. */
export function useInfo(): InspectorInfo {
  const info = useContext(InfoContext);
  if (info === null) throw new Error('useInfo used outside the loaded app');
  return info;
}
