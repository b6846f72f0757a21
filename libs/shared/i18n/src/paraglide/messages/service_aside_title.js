/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_Aside_TitleInputs */

const en_service_aside_title = /** @type {(inputs: Service_Aside_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask a preparer`)
};

/**
* | output |
* | --- |
* | "Ask a preparer" |
*
* @param {Service_Aside_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const service_aside_title = /** @type {((inputs?: Service_Aside_TitleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Aside_TitleInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_service_aside_title(inputs)
});