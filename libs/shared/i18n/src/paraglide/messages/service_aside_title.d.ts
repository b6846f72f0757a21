/**
* | output |
* | --- |
* | "Ask a preparer" |
*
* @param {Service_Aside_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const service_aside_title: ((inputs?: Service_Aside_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Service_Aside_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Service_Aside_TitleInputs = {};
