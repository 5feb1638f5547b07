// Forms validate with the contract's schema and show a failed request the same way in every feature;
// what differs between features (keys, codes, field paths) is passed as options.
export {
  attributeField,
  attributePath,
  describeFailure,
  type DescribedFailure,
  type FailureOptions,
  type FieldErrors,
} from './describe-failure'
export { focusFirstError, showFailure } from './focus-first-error'
export { issueKey, validateAttributes, type ValidationOptions } from './validate-attributes'
