/**
* | output |
* | --- |
* | "Your browser sent the form in a way we could not read. Please reload the page and try again." |
*
* @param {Error_Api_Unsupported_Media_TypeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_unsupported_media_type: ((inputs?: Error_Api_Unsupported_Media_TypeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Unsupported_Media_TypeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Unsupported_Media_TypeInputs = {};
