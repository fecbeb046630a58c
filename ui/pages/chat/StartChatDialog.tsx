import { useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from 'sonner';
import { COMPANY_REQUIRED_MESSAGE, COMPANY_REQUIRED_TITLE, PROJECT_NAME_MAX, START_FAILED_MESSAGE } from '../../../contracts/chat.js';
import { api } from '../../api/endpoints.js';
import { messageOf } from '../../api/client.js';
import { Button } from '../../components/Button.js';
import { Field, Input } from '../../components/Field.js';
import { Modal } from '../../components/Modal.js';
import { CompanyCombobox, type CompanyRef } from '../contacts/CompanyCombobox.js';

/** docs/product.md#chat "Start a New Chat": a company of the workspace (required) and an optional project name. */
export function StartChatDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [company, setCompany] = useState<CompanyRef | null>(null);
  const [project, setProject] = useState('');
  const [busy, setBusy] = useState(false);
  const [, navigate] = useLocation();

  const start = async () => {
    if (!company) {
      toast.error(COMPANY_REQUIRED_TITLE, { description: COMPANY_REQUIRED_MESSAGE });
      return;
    }
    setBusy(true);
    try {
      const { session } = await api.chat.createSession({ companyId: company.id, projectName: project.trim() || null });
      setCompany(null);
      setProject('');
      onClose();
      navigate(`/chat/${session.id}`);
    } catch (err) {
      toast.error('Error', { description: messageOf(err, START_FAILED_MESSAGE) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={() => !busy && onClose()} title="Start a New Chat">
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void start();
        }}
      >
        <Field label="Company" help="Required: the client this research is for.">
          {(id, describedBy) => <CompanyCombobox id={id} describedBy={describedBy} required value={company} onChange={setCompany} />}
        </Field>
        <Field label="Project Name" help="Optional.">
          {(id, describedBy) => (
            <Input id={id} aria-describedby={describedBy} value={project} maxLength={PROJECT_NAME_MAX} onChange={(e) => setProject(e.target.value)} placeholder="e.g. Spring trade show" />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={!company || busy}>
            {busy ? 'Creating...' : 'Start Chat'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
