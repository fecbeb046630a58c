import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { useLocation } from 'wouter';
import type { UserResponse } from '../../contracts/auth.js';
import { api, onSessionLost, refreshSession } from '../api/client.js';
import { userAtom } from './auth.js';

/** Access tokens live 15 minutes; refresh well before, checking every 30 seconds (spec §9). */
const CHECK_MS = 30_000;
const REFRESH_AFTER_MS = 12 * 60_000;

/** Looks up the session once at start, keeps it fresh, and signs the tab out when it is lost. */
export function SessionKeeper() {
  const [user, setUser] = useAtom(userAtom);
  const [, navigate] = useLocation();

  useEffect(() => {
    api<UserResponse>('GET', '/api/auth/me', undefined, { notifyLost: false })
      .then((r) => setUser(r.user))
      .catch(() => setUser(null));
    return onSessionLost(() => {
      setUser(null);
      navigate('/login');
    });
  }, [setUser, navigate]);

  useEffect(() => {
    if (!user) return;
    let lastRefresh = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - lastRefresh < REFRESH_AFTER_MS) return;
      // refreshSession never rejects: a network failure reads as false.
      void refreshSession().then((ok) => {
        if (ok) lastRefresh = Date.now();
        else {
          setUser(null);
          navigate('/login');
        }
      });
    }, CHECK_MS);
    return () => clearInterval(timer);
  }, [user, setUser, navigate]);

  return null;
}
