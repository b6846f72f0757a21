/**
* | output |
* | --- |
* | "{kb} KB" |
*
* @param {Admin_Document_SizeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_document_size: ((inputs: Admin_Document_SizeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Document_SizeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Document_SizeInputs = {
    kb: NonNullable<unknown>;
};
