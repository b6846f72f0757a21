/**
* | output |
* | --- |
* | "\"{name}\" was not added: at most {max} MB in all." |
*
* @param {Upload_Error_TotalInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const upload_error_total: ((inputs: Upload_Error_TotalInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Upload_Error_TotalInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Upload_Error_TotalInputs = {
    name: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
