import { atom } from 'jotai';

export type ConnectionStatus = 'connecting' | 'live' | 'offline';
export const connectionAtom = atom<ConnectionStatus>('connecting');
