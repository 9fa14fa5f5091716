/**
 * Error codes of collect containers and their configuration (PC-COLLECT-13:
 * missing or invalid element, table, column, skyflowID, validation, layout, event listener,
 * handler, tokens, upsert, additional fields and container type). The spec shows no numeric
 * values, so they are strings. ELEMENT_NOT_MOUNTED is shared with the card form and lives in
 * PaymentClientError.ts.
 */
export const COLLECT_ERROR_CODES = [
  // Vault configuration
  'INVALID_VAULT_CONFIG',
  'INVALID_CUSTOM_ELEMENTS_URL',
  'INVALID_BEARER_TOKEN_PROVIDER',
  'MISSING_BEARER_TOKEN_PROVIDER',
  'INVALID_BEARER_TOKEN',
  // Container
  'INVALID_CONTAINER_TYPE',
  'INVALID_LAYOUT',
  'INVALID_MOUNT_TARGET',
  'CONTAINER_ALREADY_MOUNTED',
  'CONTAINER_MOUNT_FAILED',
  // Elements
  'MISSING_ELEMENT',
  'INVALID_ELEMENT',
  'MISSING_ELEMENT_TYPE',
  'INVALID_ELEMENT_TYPE',
  'DUPLICATE_ELEMENT',
  'INVALID_ELEMENT_NAME',
  'DUPLICATE_ELEMENT_NAME',
  'IMMUTABLE_ELEMENT_NAME',
  'MISSING_TABLE',
  'INVALID_TABLE',
  'MISSING_COLUMN',
  'INVALID_COLUMN',
  'INVALID_REQUIRED',
  'INVALID_ENABLE_CARD_ICON',
  'MISSING_ELEMENT_VALUE',
  'INVALID_ELEMENT_VALUE',
  'INVALID_DROPDOWN_OPTIONS',
  // Validation rules
  'INVALID_VALIDATIONS',
  'INVALID_VALIDATION_RULE',
  'INVALID_VALIDATION_PARAMS',
  'INVALID_REGEX_RULE',
  'INVALID_LENGTH_MATCH_RULE',
  'INVALID_ELEMENT_VALUE_MATCH_RULE',
  // Element events
  'INVALID_EVENT_LISTENER',
  'MISSING_HANDLER',
  // Collect options
  'INVALID_COLLECT_OPTIONS',
  'INVALID_TOKENS_OPTION',
  'INVALID_ADDITIONAL_FIELDS',
  'INVALID_SKYFLOW_ID',
  'INVALID_UPSERT',
] as const;

export type CollectErrorCode = (typeof COLLECT_ERROR_CODES)[number];
