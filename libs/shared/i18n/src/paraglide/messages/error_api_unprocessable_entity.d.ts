/**
* | output |
* | --- |
* | "Some answers need a change. Please check the fields and try again." |
*
* @param {Error_Api_Unprocessable_EntityInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_unprocessable_entity: ((inputs?: Error_Api_Unprocessable_EntityInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Unprocessable_EntityInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Unprocessable_EntityInputs = {};
