/**
* | output |
* | --- |
* | "{field} cannot be changed this way." |
*
* @param {Error_Field_Not_AllowedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_field_not_allowed: ((inputs: Error_Field_Not_AllowedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Field_Not_AllowedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Field_Not_AllowedInputs = {
    field: NonNullable<unknown>;
};
