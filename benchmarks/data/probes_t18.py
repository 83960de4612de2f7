"""The tenth Spanish probe round (branch h19t, issue 19): ordinary wire news, read by ``make_probes.py``.

Written by hand for this round (EFE / Europa Press style: politics, economy, sport, courts, weather) and scored
before any fix of it (the figures are in ``benchmarks/HISTORY.md``, 29 Nov 2026 evening, h19t). Unlike the
targeted rounds, no phrase kind was sought out: the expressions are the ordinary ones of news copy (weekdays,
"ayer" / "hoy" / "mañana", months, dates with and without "próximo" / "pasado", clock times with "horas",
quarters, seasons, weekends, durations, vague spans). Each sentence was looked up in the earlier rounds and the
Spanish TimeBank first (none occurs there).

Labels follow ``make_probes.py``'s conventions (the Spanish TimeBank's practice): a TIMEX3 keeps its article,
"pasado" / "próximo" and the contractions "del" / "al", not "en" / "desde" / "hasta" / "a"; "desde hace 18 años"
tags "hace 18 años" as a DATE; "ayer por la tarde" is two TIMEX3s; "los próximos días" / "las próximas semanas"
are vague DURATIONs (PXD / PXW, as the gold's "los últimos días", "las últimas semanas"); "el último mes" the
month before (a DATE, as the gold's "la última semana" 2000-W22, where the plural "los últimos dos meses" is P2M); "unos diez días" keeps "unos" (the gold's "unos tres
años" P3Y); "el primer trimestre" is the current year's quarter (the gold's "el primer trimestre" 1999-Q1).

Two labels were corrected after the before-scoring (not fixes: labels against the dev gold and the earlier rounds):
"el último mes" was labelled a DURATION P1M, but the Spanish TimeBank's singular "la última semana" is a DATE
(2000-W22, 1 of 1), so it is the month before, 2016-02; "el 15 de octubre a las 14.00 horas" was labelled two
TIMEX3s, but the earlier rounds label a day with its clock time after "a las" as one TIME ("el próximo sábado a
las 21.30 horas", TimeML's "twelve o'clock January 3, 1984"; the gold's two in "mañana , domingo , a las 08.00 hora
local" are set off by commas).
"""

# ruff: noqa: E501  (the sentence tables read best one entry per line)
from __future__ import annotations

# (sentence, [(expression, type code, value), ...], reference date)
ES_T18 = [
    # reference date Tuesday 2014-05-20
    ("El Gobierno llevará el viernes al Consejo de Ministros la reforma de la ley de seguridad ciudadana.",
     [("el viernes", "D", "2014-05-23")], "2014-05-20"),
    ("La Bolsa de Madrid cerró ayer con una caída del 1,2 por ciento, lastrada por la banca.",
     [("ayer", "D", "2014-05-19")], "2014-05-20"),
    ("El paro registrado bajó en abril en 111.565 personas, según los datos publicados este mes por el Ministerio de Empleo.",
     [("abril", "D", "2014-04"), ("este mes", "D", "2014-05")], "2014-05-20"),
    ("Los ciudadanos están llamados a votar el domingo en las elecciones al Parlamento Europeo.",
     [("el domingo", "D", "2014-05-25")], "2014-05-20"),
    ("La campaña electoral arrancó el pasado jueves con la tradicional pegada de carteles.",
     [("el pasado jueves", "D", "2014-05-15")], "2014-05-20"),
    ("El Banco Central Europeo decidirá en junio si baja de nuevo los tipos de interés.",
     [("junio", "D", "2014-06")], "2014-05-20"),
    ("Las exportaciones aumentaron un 3,1 por ciento en el primer trimestre, el mejor dato desde 2008.",
     [("el primer trimestre", "D", "2014-Q1"), ("2008", "D", "2008")], "2014-05-20"),
    ("El Tribunal Supremo ha confirmado la condena de seis años de prisión para el exalcalde de la localidad.",
     [("seis años", "U", "P6Y")], "2014-05-20"),
    ("La Agencia Estatal de Meteorología prevé para mañana tormentas en el norte de la península.",
     [("mañana", "D", "2014-05-21")], "2014-05-20"),
    ("Las temperaturas subirán durante los próximos días hasta superar los 30 grados en el valle del Guadalquivir.",
     [("los próximos días", "U", "PXD")], "2014-05-20"),
    ("El Atlético de Madrid celebró el sábado el título de Liga, que no ganaba desde hace 18 años.",
     [("el sábado", "D", "2014-05-17"), ("hace 18 años", "D", "1996")], "2014-05-20"),
    ("La final de la Liga de Campeones se disputará el sábado 24 de mayo en Lisboa.",
     [("el sábado 24 de mayo", "D", "2014-05-24")], "2014-05-20"),
    ("El juez ha citado a declarar al extesorero del partido el próximo 3 de junio.",
     [("el próximo 3 de junio", "D", "2014-06-03")], "2014-05-20"),
    ("La compañía ganó 320 millones de euros entre enero y marzo, un 12 por ciento más que hace un año.",
     [("enero", "D", "2014-01"), ("marzo", "D", "2014-03"), ("hace un año", "D", "2013")], "2014-05-20"),
    ("El Rey recibió esta mañana en el Palacio de la Zarzuela al presidente de Colombia.",
     [("esta mañana", "T", "2014-05-20TMO")], "2014-05-20"),
    # reference date Friday 2015-11-06
    ("El Instituto Nacional de Estadística publicará el próximo martes el dato de inflación de octubre.",
     [("el próximo martes", "D", "2015-11-10"), ("octubre", "D", "2015-10")], "2015-11-06"),
    ("Las elecciones generales se celebrarán el 20 de diciembre, según el decreto publicado el martes en el BOE.",
     [("el 20 de diciembre", "D", "2015-12-20"), ("el martes", "D", "2015-11-03")], "2015-11-06"),
    ("El Real Madrid recibe mañana al Sevilla en el estadio Santiago Bernabéu a las 20.30 horas.",
     [("mañana", "D", "2015-11-07"), ("las 20.30 horas", "T", "2015-11-07T20:30")], "2015-11-06"),
    ("La ola de frío dejará temperaturas bajo cero durante el fin de semana en buena parte del país.",
     [("el fin de semana", "D", "2015-W45-WE")], "2015-11-06"),
    ("El Gobierno aprobó hoy un real decreto que entrará en vigor el 1 de enero de 2016.",
     [("hoy", "D", "2015-11-06"), ("el 1 de enero de 2016", "D", "2016-01-01")], "2015-11-06"),
    ("La Audiencia Provincial juzgará en febrero a los cuatro acusados del atraco a la sucursal bancaria.",
     [("febrero", "D", "2016-02")], "2015-11-06"),
    ("Las matriculaciones de turismos crecieron un 13 por ciento en octubre, según las asociaciones del sector.",
     [("octubre", "D", "2015-10")], "2015-11-06"),
    ("El Parlamento catalán votará el lunes la resolución presentada por Junts pel Sí y la CUP.",
     [("el lunes", "D", "2015-11-09")], "2015-11-06"),
    ("El déficit de las comunidades autónomas se situó en el 0,6 por ciento del PIB hasta septiembre.",
     [("septiembre", "D", "2015-09")], "2015-11-06"),
    ("Más de 3.000 personas se manifestaron ayer por la tarde en el centro de Valencia contra los recortes.",
     [("ayer", "D", "2015-11-05"), ("la tarde", "T", "2015-11-05TAF")], "2015-11-06"),
    ("El temporal obligó a cerrar el puerto de Algeciras durante 48 horas.",
     [("48 horas", "U", "PT48H")], "2015-11-06"),
    ("La inflación lleva tres meses en tasas negativas por el abaratamiento de los carburantes.",
     [("tres meses", "U", "P3M")], "2015-11-06"),
    ("El ministro de Economía se reunirá la próxima semana con los agentes sociales.",
     [("la próxima semana", "D", "2015-W46")], "2015-11-06"),
    ("El base del Unicaja estará de baja unos diez días por un esguince de tobillo.",
     [("unos diez días", "U", "P10D")], "2015-11-06"),
    # reference date Monday 2016-03-07
    ("Pedro Sánchez perdió el viernes la segunda votación de investidura en el Congreso.",
     [("el viernes", "D", "2016-03-04")], "2016-03-07"),
    ("El Rey abrirá esta semana una nueva ronda de consultas con los partidos políticos.",
     [("esta semana", "D", "2016-W10")], "2016-03-07"),
    ("Si no hay acuerdo antes del 2 de mayo, se convocarán nuevas elecciones para el 26 de junio.",
     [("del 2 de mayo", "D", "2016-05-02"), ("el 26 de junio", "D", "2016-06-26")], "2016-03-07"),
    ("El juicio por el caso Nóos se reanudará mañana en la Audiencia de Palma.",
     [("mañana", "D", "2016-03-08")], "2016-03-07"),
    ("La nieve obligó ayer a cortar una decena de carreteras en Castilla y León.",
     [("ayer", "D", "2016-03-06")], "2016-03-07"),
    ("El precio del petróleo ha subido un 30 por ciento en el último mes.",
     [("el último mes", "D", "2016-02")], "2016-03-07"),
    ("El desempleo juvenil se situó en febrero en el 45,3 por ciento, según Eurostat.",
     [("febrero", "D", "2016-02")], "2016-03-07"),
    ("El Barcelona suma 35 partidos consecutivos sin perder desde octubre.",
     [("octubre", "D", "2015-10")], "2016-03-07"),
    ("La Policía Nacional detuvo el pasado fin de semana a 14 personas en una operación contra el tráfico de drogas.",
     [("el pasado fin de semana", "D", "2016-W09-WE")], "2016-03-07"),
    ("Las manifestaciones del 8 de marzo recorrerán mañana las calles de las principales ciudades.",
     [("del 8 de marzo", "D", "2016-03-08"), ("mañana", "D", "2016-03-08")], "2016-03-07"),
    # reference date Wednesday 2012-09-26
    ("El Gobierno presentará el jueves los Presupuestos Generales del Estado para 2013.",
     [("el jueves", "D", "2012-09-27"), ("2013", "D", "2013")], "2012-09-26"),
    ("Miles de personas rodearon anoche el Congreso de los Diputados.",
     [("anoche", "T", "2012-09-25TNI")], "2012-09-26"),
    ("La prima de riesgo cerró hoy en 450 puntos básicos, 20 más que ayer.",
     [("hoy", "D", "2012-09-26"), ("ayer", "D", "2012-09-25")], "2012-09-26"),
    ("Las elecciones vascas y gallegas se celebrarán el 21 de octubre.",
     [("el 21 de octubre", "D", "2012-10-21")], "2012-09-26"),
    ("El paro subió en agosto en 38.179 personas, el peor dato desde 2008.",
     [("agosto", "D", "2012-08"), ("2008", "D", "2008")], "2012-09-26"),
    ("El tribunal dictará sentencia en las próximas semanas.",
     [("las próximas semanas", "U", "PXW")], "2012-09-26"),
    ("El Valencia se enfrentará el sábado al Barcelona a las 22.00 horas en Mestalla.",
     [("el sábado", "D", "2012-09-29"), ("las 22.00 horas", "T", "2012-09-29T22:00")], "2012-09-26"),
    ("La sequía de este verano ha reducido la cosecha de cereal un 25 por ciento.",
     [("este verano", "D", "2012-SU")], "2012-09-26"),
    ("El plazo de inscripción termina el 15 de octubre a las 14.00 horas.",
     [("el 15 de octubre a las 14.00 horas", "T", "2012-10-15T14:00")], "2012-09-26"),
]
