package europe

import (
	_ "embed"
	"encoding/binary"
	"errors"
)

// The territories' borders follow the real ones where they can: the board
// knows, for each land pixel, the country there today (Natural Earth 1:50m
// admin-0 boundaries, public domain, as packaged by the npm package
// world-atlas 2.0.2; countries.bin is generated, see assets/map/NOTICE.md),
// and a pixel goes to the nearest territory among those its country is
// part of (claims). So Italy ends at the Alps and Spain at the Pyrenees,
// where the nearest centre alone had drawn straight lines across them;
// where a country is split between territories (Russia, Germany, Poland
// in 1941) the nearest centre divides it.
//
//go:embed countries.bin
var countriesBin []byte

// countryRaster is countries.bin decoded: a code per cell of step degrees
// from (lonMin, latMax) eastward and southward; code k is names[k-1], 0
// sea or no country.
type countryRaster struct {
	lonMin, latMax, step float64
	cols, rows           int
	names                []string
	cells                []uint8
}

var errCountries = errors.New("europe: countries.bin is damaged")

func decodeCountries(b []byte) (*countryRaster, error) {
	if len(b) < 4 || string(b[:4]) != "PCR1" {
		return nil, errCountries
	}
	b = b[4:]
	next := func() int {
		v, n := binary.Uvarint(b)
		if n <= 0 {
			b = nil
			return -1
		}
		b = b[n:]
		return int(v)
	}
	lon, lat, step, cols, rows, nn := next(), next(), next(), next(), next(), next()
	if nn < 0 || cols <= 0 || rows <= 0 || step <= 0 || cols*rows > 4<<20 || nn > 255 {
		return nil, errCountries
	}
	r := &countryRaster{lonMin: float64(lon)/1000 - 180, latMax: float64(lat)/1000 - 90, step: float64(step) / 1000,
		cols: cols, rows: rows, cells: make([]uint8, 0, cols*rows)}
	for range nn {
		l := next()
		if l < 0 || l > len(b) {
			return nil, errCountries
		}
		r.names = append(r.names, string(b[:l]))
		b = b[l:]
	}
	for row := 0; row < rows; row++ {
		for c := 0; c < cols; {
			n := next()
			if n <= 0 || c+n > cols || len(b) == 0 || int(b[0]) > nn {
				return nil, errCountries
			}
			for range n {
				r.cells = append(r.cells, b[0])
			}
			b = b[1:]
			c += n
		}
	}
	return r, nil
}

// at is the country code at a longitude and latitude (0 outside).
func (r *countryRaster) at(lon, lat float64) uint8 {
	c, w := int((lon-r.lonMin)/r.step), int((r.latMax-lat)/r.step)
	if lon < r.lonMin || lat > r.latMax || c >= r.cols || w >= r.rows {
		return 0
	}
	return r.cells[w*r.cols+c]
}

// offBoard are the countries drawn as land beyond the game's map.
var offBoard = map[string]bool{
	"Mexico": true, "Cuba": true, "Bahamas": true, "Cyprus": true, "N. Cyprus": true,
	"Haiti": true, "Turks and Caicos Is.": true,
	"Afghanistan": true, "Pakistan": true, "Oman": true,
	"United Arab Emirates": true, "Qatar": true, "Bahrain": true,
	"Mauritania": true, "Mali": true, "Niger": true, "Chad": true, "Sudan": true,
	"Faeroe Is.": true, "St. Pierre and Miquelon": true,
}

// claims are the territories each country of today lies in, as the
// spring 1941 map divides it (our reading of the 1941 borders, not a
// publisher's board): the Reich took in Austria and Bohemia–Moravia, the
// General Government and the annexed west of Poland are Poland, the
// Soviet-annexed east of Poland (today western Belarus and Ukraine) is
// Eastern Poland, Bessarabia (Moldova) was Soviet, Hungary, Slovakia and
// Bulgaria are Axis Romania and Hungary, Albania Italian, the Levant
// mandates, Transjordan and Kuwait British, Tunisia and Morocco French
// North Africa. A country split between territories is divided by the
// nearest territory centre.
var claims = map[string][]string{
	"Germany": {"germany", "western-germany"}, "Austria": {"germany"}, "Czechia": {"germany"},
	"Poland": {"poland", "germany"}, "Belgium": {"low-countries"}, "Netherlands": {"low-countries"},
	"Luxembourg": {"low-countries"}, "France": {"france"}, "Andorra": {"spain"},
	"Switzerland": {"switzerland"}, "Liechtenstein": {"switzerland"}, "Italy": {"italy", "sardinia"},
	"San Marino": {"italy"}, "Albania": {"italy"}, "Malta": {"malta"},
	"Spain": {"spain", "gibraltar"}, "Portugal": {"portugal"}, "Ireland": {"eire"},
	"United Kingdom": {"united-kingdom"}, "Isle of Man": {"united-kingdom"}, "Guernsey": {"france"}, "Jersey": {"france"},
	"Iceland": {"iceland"}, "Greenland": {"greenland"}, "Canada": {"canada"},
	"United States of America": {"eastern-united-states", "central-united-states"},
	"Norway":                   {"norway"}, "Denmark": {"denmark"}, "Sweden": {"sweden"}, "Finland": {"finland"}, "Åland": {"finland"},
	"Slovenia": {"yugoslavia"}, "Croatia": {"yugoslavia"}, "Bosnia and Herz.": {"yugoslavia"}, "Serbia": {"yugoslavia"},
	"Montenegro": {"yugoslavia"}, "Kosovo": {"yugoslavia"}, "Macedonia": {"yugoslavia"},
	"Greece": {"greece", "crete"}, "Romania": {"romania"}, "Hungary": {"romania"}, "Slovakia": {"romania"},
	"Bulgaria": {"romania"}, "Turkey": {"turkey"}, "Moldova": {"ukraine"},
	"Estonia": {"baltic-states"}, "Latvia": {"baltic-states"}, "Lithuania": {"baltic-states"},
	"Belarus": {"belorussia", "eastern-poland"}, "Ukraine": {"ukraine", "eastern-poland"},
	"Russia":  {"moscow", "leningrad", "stalingrad", "archangel", "karelia", "urals", "caucasus", "belorussia", "ukraine", "baltic-states", "poland"},
	"Georgia": {"caucasus"}, "Armenia": {"caucasus"}, "Azerbaijan": {"caucasus"},
	"Kazakhstan": {"urals", "stalingrad"}, "Turkmenistan": {"caucasus", "urals"}, "Uzbekistan": {"urals"},
	"Iran": {"persia"}, "Iraq": {"iraq"}, "Kuwait": {"iraq"}, "Syria": {"syria"}, "Lebanon": {"syria"},
	"Israel": {"palestine"}, "Palestine": {"palestine"}, "Jordan": {"palestine"}, "Saudi Arabia": {"saudi-arabia"},
	"Egypt": {"egypt"}, "Libya": {"libya"}, "Tunisia": {"algeria"}, "Algeria": {"algeria"}, "Morocco": {"algeria"},
	"W. Sahara": {"algeria"},
}
