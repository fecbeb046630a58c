import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { api } from '../api/endpoints.js';
import { ApiError, isNetworkError, lastRefreshAt, onSessionLost, refreshSession, reportSessionLost, sessionStarted } from '../api/client.js';
import { onOtherTabs } from '../api/session-channel.js';
import { userAtom } from './auth.js';

/** Access tokens live 15 minutes; refresh well before, checking every 30 seconds (docs/product.md#accounts). */
const CHECK_MS = 30_000;
const REFRESH_AFTER_MS = 12 * 60_000;
/** The first lookup, while the server cannot be reached, is asked again this often. */
const LOOKUP_RETRY_MS = 5_000;

/**
 * Looks up the session once at start, keeps it fresh, and signs the tab out when the server
 * refuses the session or another tab of this browser signs out. Network trouble never signs out:
 * the tab keeps what it shows (and what the user typed) and tries again.
 */
export function SessionKeeper() {
  const [user, setUser] = useAtom(userAtom);
  const [, navigate] = useLocation();

  useEffect(() => {
    let retry: ReturnType<typeof setTimeout> | undefined;
    let disposed = false;
    // Asked without a failing request: signed out is an answer, not a 401 (public pages stay quiet).
    const lookUp = async () => {
      let session = await api.auth.session();
      if (!session.user && session.refreshable) {
        const outcome = await refreshSession();
        if (outcome === 'unavailable') throw new ApiError(0, 'network', 'unavailable');
        if (outcome === 'ok') session = await api.auth.session();
      }
      return session.user;
    };
    const start = () => {
      lookUp()
        .then((found) => {
          if (disposed) return;
          if (found) sessionStarted();
          setUser(found);
        })
        .catch((err: unknown) => {
          if (disposed) return;
          if (isNetworkError(err)) retry = setTimeout(start, LOOKUP_RETRY_MS);
          else setUser(null);
        });
    };
    start();
    const offLost = onSessionLost((notice) => {
      setUser(null);
      // One notice, saying why when the server said (a role change), else that the session expired.
      if (notice) toast.info(notice, { description: 'Please sign in again to continue.' });
      else toast.error('Error', { description: 'Your session has expired. Please sign in again.' });
      navigate('/login');
    });
    const offTabs = onOtherTabs((m) => {
      if (m.type !== 'signed-out') return;
      setUser(null);
      navigate('/login');
    });
    return () => {
      disposed = true;
      clearTimeout(retry);
      offLost();
      offTabs();
    };
  }, [setUser, navigate]);

  useEffect(() => {
    if (!user) return;
    let lastRefresh = Date.now();
    const timer = setInterval(() => {
      // Any tab's refresh renews the cookies for all of them.
      if (Date.now() - Math.max(lastRefresh, lastRefreshAt()) < REFRESH_AFTER_MS) return;
      void refreshSession().then((outcome) => {
        if (outcome === 'ok') lastRefresh = Date.now();
        else if (outcome === 'refused') reportSessionLost();
        // 'unavailable': try again at the next check.
      });
    }, CHECK_MS);
    return () => clearInterval(timer);
  }, [user]);

  return null;
}
