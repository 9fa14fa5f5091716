export { DynamicForm, type DynamicFormProps } from './DynamicForm';
