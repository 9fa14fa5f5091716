import type { DynamicFieldView } from '../../headless/core/dynamicForm/fieldViews';
import type { UseDynamicFormResult } from '../../headless/react/useDynamicForm';

/** A field's hint and its error region; the region is always present so screen readers hear new errors. */
export function DynamicFieldMessages({ field, form }: { field: DynamicFieldView; form: UseDynamicFormResult }) {
  return (
    <>
      {field.description ? (
        <p className="pc-DynamicForm-description" {...form.getDescriptionProps(field.name)}>
          {field.description}
        </p>
      ) : null}
      <p className="pc-FieldError" {...form.getErrorProps(field.name)}>
        {field.error ?? ''}
      </p>
    </>
  );
}
