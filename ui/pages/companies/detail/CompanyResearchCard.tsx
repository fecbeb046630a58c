import { useAtomValue } from 'jotai';
import { format } from 'date-fns';
import { Sparkles } from 'lucide-react';
import { Badge } from '../../../components/Badge.js';
import { Button } from '../../../components/Button.js';
import { Card, CardBody, CardHeader } from '../../../components/Card.js';
import { companyRecords } from '../../../state/companies.js';
import { Facts } from './Facts.js';
import { SourceNote } from './SourceNote.js';
import { sourceText, withSource } from './fact-source.js';

/** The company's research; without `onResearch` (a viewer) Research Company is hidden. */
export function CompanyResearchCard(props: { companyId: string; researching: boolean; provider: string | undefined; onResearch?: () => void }) {
  const c = useAtomValue(companyRecords.atom(props.companyId));
  if (!c) return null;
  return (
    <Card>
      <CardHeader
        title="Company Research"
        description={c.researchedAt ? undefined : 'Industry, size, events and buying signals, researched for you.'}
        action={
          props.onResearch && (
            <Button variant="outline" size="sm" className="shrink-0 whitespace-nowrap" disabled={props.researching} onClick={props.onResearch}>
              <Sparkles className="h-4 w-4" aria-hidden />
              {props.researching ? 'Researching...' : 'Research Company'}
            </Button>
          )
        }
      />
      <CardBody className="space-y-4">
        {c.researchedAt ? (
          <>
            <Facts
              rows={[
                ['Industry', withSource(c.industry, sourceText(c.factSources.industry, c))],
                ['Company Size', withSource(c.companySize, sourceText(c.factSources.companySize, c))],
                ['Headquarters', withSource(c.headquarters, sourceText(c.factSources.headquarters, c))],
                ['Event Participation Likelihood', withSource(c.eventParticipationLikelihood, sourceText(c.factSources.eventParticipationLikelihood, c))],
              ]}
            />
            {c.recommendedSignals && c.recommendedSignals.length > 0 && (
              <div>
                <h3 className="text-xs font-medium uppercase tracking-wide text-slate-500">Signals to watch</h3>
                <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label="Signals to watch">
                  {c.recommendedSignals.map((s) => (
                    <li key={s}>
                      <Badge tone="purple">{s}</Badge>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <p className="border-t border-slate-100 pt-3 text-xs text-slate-500">
              Researched {format(new Date(c.researchedAt), 'MMM d, yyyy h:mm a')} <SourceNote source={c.researchSource} />
            </p>
          </>
        ) : (
          <p className="text-sm text-slate-500">
            {props.researching ? 'Researching the company...' : 'Not researched yet.'}
            {props.provider && <span className="block pt-1 text-xs">Research runs via {props.provider}.</span>}
          </p>
        )}
      </CardBody>
    </Card>
  );
}
