/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Office_RemoteInputs */

const en_taxinfo_office_remote = /** @type {(inputs: Taxinfo_Office_RemoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remote (by phone and video)`)
};

/**
* | output |
* | --- |
* | "Remote (by phone and video)" |
*
* @param {Taxinfo_Office_RemoteInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_office_remote = /** @type {((inputs?: Taxinfo_Office_RemoteInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Office_RemoteInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_office_remote(inputs)
});