/**
* | output |
* | --- |
* | "{field} must be between {min} and {max}." |
*
* @param {Error_Field_Out_Of_RangeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_field_out_of_range: ((inputs: Error_Field_Out_Of_RangeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Field_Out_Of_RangeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Field_Out_Of_RangeInputs = {
    field: NonNullable<unknown>;
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
