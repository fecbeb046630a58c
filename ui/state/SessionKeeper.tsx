import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { api } from '../api/endpoints.js';
import { isNetworkError, lastRefreshAt, onSessionLost, refreshSession, reportSessionLost } from '../api/client.js';
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
    const lookUp = () => {
      api.auth
        .me({ notifyLost: false })
        .then((r) => !disposed && setUser(r.user))
        .catch((err: unknown) => {
          if (disposed) return;
          if (isNetworkError(err)) retry = setTimeout(lookUp, LOOKUP_RETRY_MS);
          else setUser(null);
        });
    };
    lookUp();
    const offLost = onSessionLost(() => {
      setUser(null);
      toast.error('Error', { description: 'Your session has expired. Please sign in again.' });
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
