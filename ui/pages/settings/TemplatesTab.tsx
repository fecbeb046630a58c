import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { MessageTemplate } from '../../../contracts/templates.js';
import { messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { templateListAtom, templateRecords } from '../../state/templates.js';
import { useCan } from '../../state/permissions.js';
import { TemplateEditor } from './TemplateEditor.js';
import { TemplateList } from './TemplateList.js';
import { DeleteTemplateDialog } from './DeleteTemplateDialog.js';

/** Message Templates: docs/product.md#settings Settings, plus the library of saved templates. */
export function TemplatesTab() {
  const store = useStore();
  const templates = useAtomValue(templateListAtom);
  const [loaded, setLoaded] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<MessageTemplate | null>(null);
  // docs/product.md#teams: personal drafts are written by members and up, the workspace library
  // by owners and admins; a viewer reads the list only.
  const mayWrite = useCan('records.write');
  const mayEditLibrary = useCan('workspace.settings');
  const mayEdit = (t: MessageTemplate) => (t.shared ? mayEditLibrary : mayWrite);

  useEffect(() => {
    let current = true;
    api.templates
      .list()
      .then((r) => current && templateRecords.setList(store, r.templates))
      .catch((err) => current && setLoadError(messageOf(err, 'Failed to load templates')))
      .finally(() => current && setLoaded(true));
    return () => {
      current = false;
    };
  }, [store]);

  const editing = (editingId && templates?.find((t) => t.id === editingId)) || null;
  // The template being edited was deleted (here or in another tab): back to a new template.
  useEffect(() => {
    if (editingId && templates && !editing) setEditingId(null);
  }, [editingId, templates, editing]);

  const startEditing = (t: MessageTemplate) => {
    setEditingId(t.id);
    document.getElementById('template-editor')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="space-y-6">
      {mayWrite && (
        <div id="template-editor" className="scroll-mt-20">
          <TemplateEditor key={editing?.id ?? 'new'} template={editing} onDone={() => setEditingId(null)} />
        </div>
      )}
      <TemplateList
        templates={loaded ? templates : null}
        loadError={loadError}
        editingId={editing?.id ?? null}
        mayEdit={mayEdit}
        onEdit={startEditing}
        onDelete={setDeleting}
      />
      <DeleteTemplateDialog template={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
