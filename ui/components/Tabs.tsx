import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';

export type TabDef = { key: string; label: string; content: ReactNode };

/** Keyboard-accessible tabs (arrow keys move between them). */
export function Tabs({ tabs, selected, onChange }: { tabs: TabDef[]; selected?: number; onChange?: (index: number) => void }) {
  return (
    <TabGroup selectedIndex={selected} onChange={onChange}>
      <TabList className="flex w-full flex-wrap gap-1 rounded-lg bg-slate-100 p-1 sm:inline-flex sm:w-auto">
        {tabs.map((t) => (
          <Tab
            key={t.key}
            className="whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 outline-none data-[hover]:text-slate-900 data-[selected]:bg-white data-[selected]:text-slate-900 data-[selected]:shadow-sm data-[focus]:ring-2 data-[focus]:ring-brand-500"
          >
            {t.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-6">
        {tabs.map((t) => (
          <TabPanel key={t.key} unmount={false}>
            {t.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
