import { Suspense, lazy, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { BarChart3, Bell, Building2, Mail, MessageSquareText, Search, Sparkles, Users } from 'lucide-react';
import { api } from '../../api/endpoints.js';

/** Only a hosted beta offers the waitlist: its form (and the form library) loads when offered. */
const WaitlistForm = lazy(() => import('./WaitlistForm.js').then((m) => ({ default: m.WaitlistForm })));

/**
 * Whether this install offers the beta waitlist (the hosted beta does; a self-hosted install,
 * the default, does not and invites people to register instead). False until the server says.
 */
function useWaitlistOffered(): boolean {
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    let live = true;
    api.auth
      .publicConfig()
      .then((c) => live && setOffered(c.waitlist))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return offered;
}

const sections = [
  {
    title: 'Enrichment',
    icon: Sparkles,
    text: 'Turn a company name and domain into a full profile: industry, size, headquarters, recent activity and the people who buy promotional products.',
  },
  {
    title: 'Signals',
    icon: Bell,
    text: 'Get buyer-signal alerts when a prospect wins a contract, grows its team or opens an office — with the merchandise that fits the moment.',
  },
  {
    title: 'Messaging',
    icon: MessageSquareText,
    text: 'Write outreach in your brand’s voice for every contact and signal, as an email, a connection request or a follow-up.',
  },
];

const features = [
  { title: 'Company Management', icon: Building2, text: 'A prospect pipeline in a table or on a kanban board.' },
  { title: 'Contact Management', icon: Users, text: 'Keep the people you sell to, by company and status.' },
  { title: 'Product Search', icon: Search, text: 'Search thousands of promotional products with every filter.' },
  { title: 'Communication Tools', icon: Mail, text: 'Templates, generated messages and a research assistant.' },
  { title: 'Dashboard & Insights', icon: BarChart3, text: 'Your pipeline, alerts and recent work at a glance.' },
];

/** docs/product.md#accounts: the signed-out landing page. */
export function LandingPage() {
  const waitlist = useWaitlistOffered();
  return (
    <div className="min-h-screen bg-white">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-4 py-5 sm:px-6">
        <span className="flex items-center gap-2 text-lg font-semibold">
          <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" /> SwagScout
        </span>
        <nav className="flex items-center gap-2">
          <Link href="/login" className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">
            Sign in
          </Link>
          <Link href="/register" className="rounded-md bg-brand-700 px-3 py-2 text-sm font-medium text-white hover:bg-brand-800">
            Register
          </Link>
        </nav>
      </header>

      <main>
        <section className="mx-auto max-w-4xl px-4 pb-16 pt-12 text-center sm:px-6 sm:pt-20">
          <p className="mb-4 inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800">AI-powered prospecting for promotional-products distributors · Beta</p>
          <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">Turn Cold Leads into Warm Conversations</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">
            SwagScout finds the companies ready to buy branded merchandise, tells you why now, and helps you pitch the right products.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link href="/register" className="rounded-md bg-brand-700 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-800">
              Get started
            </Link>
            {waitlist ? (
              <a href="#waitlist" className="rounded-md border border-slate-300 px-5 py-3 text-sm font-semibold text-slate-800 hover:bg-slate-50">
                Join the beta waitlist
              </a>
            ) : (
              <Link href="/login" className="rounded-md border border-slate-300 px-5 py-3 text-sm font-semibold text-slate-800 hover:bg-slate-50">
                Sign in
              </Link>
            )}
          </div>
        </section>

        <section aria-label="What SwagScout does" className="bg-slate-50 py-16">
          <div className="mx-auto grid max-w-6xl gap-6 px-4 sm:px-6 md:grid-cols-3">
            {sections.map(({ title, icon: Icon, text }) => (
              <article key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <Icon className="h-8 w-8 text-brand-700" aria-hidden />
                <h2 className="mt-4 text-xl font-semibold">{title}</h2>
                <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
              </article>
            ))}
          </div>
        </section>

        <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="features-heading" className="text-center text-2xl font-semibold">
            Everything you need to prospect
          </h2>
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
            {features.map(({ title, icon: Icon, text }) => (
              <div key={title} className="rounded-lg border border-slate-200 p-5">
                <Icon className="h-6 w-6 text-brand-700" aria-hidden />
                <h3 className="mt-3 font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-slate-600">{text}</p>
              </div>
            ))}
          </div>
        </section>

        {waitlist ? (
          <section id="waitlist" aria-labelledby="waitlist-heading" className="bg-brand-50 py-16">
            <div className="mx-auto max-w-xl px-4 sm:px-6">
              <h2 id="waitlist-heading" className="text-center text-2xl font-semibold">
                Join the beta waitlist
              </h2>
              <p className="mt-2 text-center text-sm text-slate-600">We are letting distributors in a few at a time. Leave your email and we will be in touch.</p>
              <Suspense fallback={<div className="mt-6 h-24" aria-busy="true" />}>
                <WaitlistForm />
              </Suspense>
            </div>
          </section>
        ) : (
          <section aria-labelledby="start-heading" className="bg-brand-50 py-16">
            <div className="mx-auto max-w-xl px-4 text-center sm:px-6">
              <h2 id="start-heading" className="text-2xl font-semibold">
                Ready to find your next order?
              </h2>
              <p className="mt-2 text-sm text-slate-600">Create an account for your team, or sign in to pick up where you left off.</p>
              <div className="mt-6 flex flex-wrap justify-center gap-3">
                <Link href="/register" className="rounded-md bg-brand-700 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-800">
                  Create an account
                </Link>
                <Link href="/login" className="rounded-md border border-slate-300 bg-white px-5 py-3 text-sm font-semibold text-slate-800 hover:bg-slate-50">
                  Sign in
                </Link>
              </div>
            </div>
          </section>
        )}
      </main>

      <footer className="border-t border-slate-200 py-8">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 text-sm text-slate-500 sm:flex-row sm:px-6">
          <span>© {new Date().getFullYear()} SwagScout. All rights reserved.</span>
          <a href="mailto:support@swagscout.app" className="hover:text-slate-800">
            Contact support
          </a>
        </div>
      </footer>
    </div>
  );
}
