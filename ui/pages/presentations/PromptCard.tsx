import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import { PROMPT_MAX } from '../../../contracts/presentations.js';
import { Button } from '../../components/Button.js';
import { Card, CardBody, CardHeader } from '../../components/Card.js';
import { Field, Textarea } from '../../components/Field.js';

/** The AI prompt box and Generate (docs/product.md#presentations: disabled with an empty prompt; busy while generating). */
export function PromptCard({ busy, onGenerate }: { busy: boolean; onGenerate: (prompt: string) => Promise<void> }) {
  const [prompt, setPrompt] = useState('');
  return (
    <Card className="mb-6">
      <CardHeader title="AI Assistant" description="Uses your brand tone, colours and services from Settings, your pipeline's research and the product catalogue." />
      <CardBody>
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (prompt.trim() && !busy) void onGenerate(prompt.trim());
          }}
        >
          <Field label="Prompt" help="Name a company from your pipeline, the occasion or audience, the products you have in mind, a quantity or a budget.">
            {(id, describedBy) => (
              <Textarea
                id={id}
                aria-describedby={describedBy}
                maxLength={PROMPT_MAX}
                rows={3}
                placeholder="e.g. A trade show proposal for Acme Corp: 300 water bottles and tote bags, budget $4,000"
                value={prompt}
                onChange={(e) => setPrompt(e.target.value)}
              />
            )}
          </Field>
          <div className="flex justify-end">
            <Button type="submit" disabled={busy || !prompt.trim()}>
              <Sparkles className="h-4 w-4" aria-hidden /> {busy ? 'Generating...' : 'Generate'}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
