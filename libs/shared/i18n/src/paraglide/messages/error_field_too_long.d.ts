/**
* | output |
* | --- |
* | "{field} must be at most {max} characters." |
*
* @param {Error_Field_Too_LongInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_field_too_long: ((inputs: Error_Field_Too_LongInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Field_Too_LongInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Field_Too_LongInputs = {
    field: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
