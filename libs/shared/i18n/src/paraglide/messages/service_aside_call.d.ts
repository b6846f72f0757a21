/**
* | output |
* | --- |
* | "Call {phone}" |
*
* @param {Service_Aside_CallInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const service_aside_call: ((inputs: Service_Aside_CallInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Service_Aside_CallInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Service_Aside_CallInputs = {
    phone: NonNullable<unknown>;
};
