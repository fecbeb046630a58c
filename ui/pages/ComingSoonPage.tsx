import { Link } from 'wouter';
import { Construction } from 'lucide-react';
import { PageHeader } from '../components/PageHeader.js';
import { Card, CardBody } from '../components/Card.js';

/** An honest page for an area that is not built yet (contacts, messages, batches, chat…). */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <CardBody className="flex flex-col items-center gap-3 py-12 text-center">
          <Construction className="h-10 w-10 text-slate-400" aria-hidden />
          <p className="font-medium">{title} are on their way</p>
          <p className="max-w-md text-sm text-slate-500">This part of SwagScout is not available yet. Your pipeline, alerts, product search and settings are ready to use.</p>
          <Link href="/companies" className="mt-2 text-sm font-medium text-brand-700 hover:underline">
            Go to your pipeline
          </Link>
        </CardBody>
      </Card>
    </>
  );
}
