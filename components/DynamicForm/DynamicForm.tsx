import type { DynamicFieldView } from '../../headless/core/dynamicForm/fieldViews';
import type { UseDynamicFormResult } from '../../headless/react/useDynamicForm';
import { DynamicSelectField } from './DynamicSelectField';
import { DynamicTabsField } from './DynamicTabsField';
import { DynamicTextField } from './DynamicTextField';

export interface DynamicFormProps {
  form: UseDynamicFormResult;
}

/** Fields up to the first tabs field, the tabs, then the rest inside the tabs' panel. */
function DynamicFields({ fields, form }: { fields: readonly DynamicFieldView[]; form: UseDynamicFormResult }) {
  const tabsAt = fields.findIndex((field) => field.kind === 'tabs');
  const before = tabsAt < 0 ? fields : fields.slice(0, tabsAt);
  const tabs = tabsAt < 0 ? undefined : fields[tabsAt];
  return (
    <>
      {before.map((field) =>
        field.kind === 'dropdown' ? <DynamicSelectField key={field.name} field={field} form={form} /> : <DynamicTextField key={field.name} field={field} form={form} />,
      )}
      {tabs ? (
        <>
          <DynamicTabsField field={tabs} form={form} />
          <div className="pc-DynamicForm-panel" {...form.getTabPanelProps(tabs.name)}>
            <DynamicFields fields={fields.slice(tabsAt + 1)} form={form} />
          </div>
        </>
      ) : null}
    </>
  );
}

/** Renders the form a payment method's schema describes (PC-DYNFORM-1 to PC-DYNFORM-5); holds no rule. */
export function DynamicForm({ form }: DynamicFormProps) {
  if (form.status === 'unavailable') return null;
  const loading = form.status === 'loading';
  return (
    <div
      className="pc-DynamicForm"
      dir={form.direction}
      data-status={form.status}
      data-invalid={form.status === 'ready' && !form.state.reportedValidity ? '' : undefined}
      aria-busy={loading}
    >
      <DynamicFields fields={form.fields} form={form} />
    </div>
  );
}
