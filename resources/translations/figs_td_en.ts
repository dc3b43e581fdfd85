<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en" sourcelanguage="it">
<context>
    <name>ArbiterPanel</name>
    <message>
        <source>Carica &amp;lessico…</source>
        <translation>Load &amp;lexicon…</translation>
    </message>
    <message>
        <source>Contestazione</source>
        <translation>Challenge</translation>
    </message>
    <message>
        <source>nessuno (solo parole)</source>
        <translation>none (words only)</translation>
    </message>
    <message>
        <source>non indicata</source>
        <translation>not given</translation>
    </message>
    <message>
        <source>parole contestate, separate da spazi o virgole</source>
        <translation>challenged words, separated by spaces or commas</translation>
    </message>
    <message>
        <source>Valore della mossa, bonus di 50 compreso (art. 30)</source>
        <translation>Value of the move, 50 bonus included (art. 30)</translation>
    </message>
    <message>
        <source>Turno:</source>
        <translation>Round:</translation>
    </message>
    <message>
        <source>Tavolo:</source>
        <translation>Table:</translation>
    </message>
    <message>
        <source>Mossa n.:</source>
        <translation>Move no.:</translation>
    </message>
    <message>
        <source>Parole:</source>
        <translation>Words:</translation>
    </message>
    <message>
        <source>Valore della mossa:</source>
        <translation>Value of the move:</translation>
    </message>
    <message>
        <source>Ha giocato la mossa:</source>
        <translation>Move played by:</translation>
    </message>
    <message>
        <source>Decide:</source>
        <translation>Ruling by:</translation>
    </message>
    <message>
        <source>&amp;Verifica</source>
        <translation>&amp;Check</translation>
    </message>
    <message>
        <source>&amp;Registra la decisione</source>
        <translation>&amp;Record the ruling</translation>
    </message>
    <message>
        <source>&amp;Contestazione…</source>
        <translation>&amp;Challenge…</translation>
    </message>
    <message>
        <source>Lessico attivo: &lt;b&gt;{0}&lt;/b&gt;</source>
        <translation>Active lexicon: &lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Nessun lessico caricato: le parole non si possono verificare.</source>
        <translation>No lexicon loaded: words cannot be checked.</translation>
    </message>
    <message>
        <source>Il servizio delle contestazioni non è ancora disponibile.</source>
        <translation>The challenge service is not available yet.</translation>
    </message>
    <message>
        <source>valida</source>
        <translation>valid</translation>
    </message>
    <message>
        <source>non valida</source>
        <translation>invalid</translation>
    </message>
    <message>
        <source>chi ha contestato</source>
        <translation>the challenger</translation>
    </message>
    <message>
        <source>chi ha giocato</source>
        <translation>the player</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>VALIDA</source>
        <translation>VALID</translation>
    </message>
    <message>
        <source>NON VALIDA</source>
        <translation>INVALID</translation>
    </message>
    <message>
        <source>chi ha giocato la mossa</source>
        <translation>the player of the move</translation>
    </message>
    <message>
        <source>Mossa valida</source>
        <translation>Valid move</translation>
    </message>
    <message>
        <source>Mossa non valida</source>
        <translation>Invalid move</translation>
    </message>
    <message>
        <source>{0}: penalità di {1} punti a carico di {2}. Decide: {3}.</source>
        <translation>{0}: penalty of {1} points charged to {2}. Ruling by: {3}.</translation>
    </message>
    <message>
        <source>contestazione al tavolo {0}</source>
        <translation>challenge at table {0}</translation>
    </message>
    <message>
        <source>Decisione registrata.</source>
        <translation>Ruling recorded.</translation>
    </message>
    <message>
        <source>Carica lessico</source>
        <translation>Load lexicon</translation>
    </message>
    <message>
        <source>Elenchi di parole (*.txt *.dic *)</source>
        <translation>Word lists (*.txt *.dic *)</translation>
    </message>
    <message>
        <source>Caricamento del lessico…</source>
        <translation>Loading the lexicon…</translation>
    </message>
<message><source>Turno</source><translation>Round</translation></message><message><source>Tavolo</source><translation>Table</translation></message><message><source>Parole</source><translation>Words</translation></message><message><source>Esito</source><translation>Verdict</translation></message><message><source>Penalità</source><translation>Penalty</translation></message><message><source>A carico di</source><translation>Charged to</translation></message><message><source>Ha deciso</source><translation>Ruled by</translation></message></context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Importa giocatori</source>
        <translation>Import players</translation>
    </message>
    <message>
        <source>File: {0}</source>
        <translation>File: {0}</translation>
    </message>
    <message>
        <source>Giocatori da importare: {0}</source>
        <translation>Players to import: {0}</translation>
    </message>
    <message>
        <source>Cognome</source>
        <translation>Surname</translation>
    </message>
    <message>
        <source>Nome</source>
        <translation>Given name</translation>
    </message>
    <message>
        <source>Circolo</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Righe scartate: {0}</source>
        <translation>Rejected rows: {0}</translation>
    </message>
    <message>
        <source>Riga</source>
        <translation>Row</translation>
    </message>
    <message>
        <source>Motivo</source>
        <translation>Reason</translation>
    </message>
    <message>
        <source>Importa {0} giocatori</source>
        <translation>Import {0} players</translation>
    </message>
    <message>
        <source>importazione di {0} giocatori</source>
        <translation>import of {0} players</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Pronto</source>
        <translation>Ready</translation>
    </message>
    <message>
        <source>Nessun torneo aperto.

File → Nuovo torneo (Ctrl+N) oppure File → Apri (Ctrl+O).</source>
        <translation>No tournament open.

File → New tournament (Ctrl+N) or File → Open (Ctrl+O).</translation>
    </message>
    <message>
        <source>Nuovo torneo…</source>
        <translation>New tournament…</translation>
    </message>
    <message>
        <source>Apri…</source>
        <translation>Open…</translation>
    </message>
    <message>
        <source>&amp;Giocatori</source>
        <translation>&amp;Players</translation>
    </message>
    <message>
        <source>&amp;Turni</source>
        <translation>&amp;Rounds</translation>
    </message>
    <message>
        <source>&amp;Risultati</source>
        <translation>R&amp;esults</translation>
    </message>
    <message>
        <source>&amp;Classifica</source>
        <translation>&amp;Standings</translation>
    </message>
    <message>
        <source>&amp;Formulario</source>
        <translation>Score&amp;sheet</translation>
    </message>
    <message>
        <source>&amp;Arbitro</source>
        <translation>&amp;Arbiter</translation>
    </message>
    <message>
        <source>&amp;Nuovo torneo…</source>
        <translation>&amp;New tournament…</translation>
    </message>
    <message>
        <source>&amp;Apri…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>Apri &amp;database condiviso…</source>
        <translation>Open shared &amp;database…</translation>
    </message>
    <message>
        <source>Più postazioni sullo stesso torneo: database PostgreSQL (docs/multi-postazione.md)</source>
        <translation>Several desks on one tournament: PostgreSQL database (docs/multi-postazione.md)</translation>
    </message>
    <message>
        <source>&amp;Chiudi torneo</source>
        <translation>&amp;Close tournament</translation>
    </message>
    <message>
        <source>&amp;Impostazioni del torneo…</source>
        <translation>Tournament &amp;settings…</translation>
    </message>
    <message>
        <source>Ri&amp;carica</source>
        <translation>Re&amp;load</translation>
    </message>
    <message>
        <source>Rilegge il torneo (modifiche di altre postazioni)</source>
        <translation>Reads the tournament again (changes from other desks)</translation>
    </message>
    <message>
        <source>&amp;Esci</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Annulla</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Ripeti</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>Importa da &amp;TSH…</source>
        <translation>Import from &amp;TSH…</translation>
    </message>
    <message>
        <source>File &amp;recenti</source>
        <translation>&amp;Recent files</translation>
    </message>
    <message>
        <source>&amp;Modifica</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>Cronologia delle azioni</source>
        <translation>History of actions</translation>
    </message>
    <message>
        <source>&lt;apertura del torneo&gt;</source>
        <translation>&lt;tournament opened&gt;</translation>
    </message>
    <message>
        <source>&amp;Turno</source>
        <translation>&amp;Round</translation>
    </message>
    <message>
        <source>&amp;Stampa/Esporta</source>
        <translation>&amp;Print/Export</translation>
    </message>
    <message>
        <source>&amp;Lingua</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>Principale</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Importa da TSH</source>
        <translation>Import from TSH</translation>
    </message>
    <message>
        <source>File TSH (*.t);;Tutti i file (*)</source>
        <translation>TSH files (*.t);;All files (*)</translation>
    </message>
    <message>
        <source>Nuovo file del torneo</source>
        <translation>New tournament file</translation>
    </message>
    <message>
        <source>Tornei (*.figs)</source>
        <translation>Tournaments (*.figs)</translation>
    </message>
    <message>
        <source>Apri torneo</source>
        <translation>Open tournament</translation>
    </message>
    <message>
        <source>Tornei (*.figs);;Tutti i file (*)</source>
        <translation>Tournaments (*.figs);;All files (*)</translation>
    </message>
    <message>
        <source>Apri database condiviso</source>
        <translation>Open shared database</translation>
    </message>
    <message>
        <source>Indirizzo del database (dal direttore di gara):</source>
        <translation>Database address (from the tournament director):</translation>
    </message>
    <message>
        <source>&amp;Annulla {0}</source>
        <translation>&amp;Undo {0}</translation>
    </message>
    <message>
        <source>&amp;Ripeti {0}</source>
        <translation>&amp;Redo {0}</translation>
    </message>
    <message>
        <source>impostazioni del torneo</source>
        <translation>tournament settings</translation>
    </message>
    <message>
        <source>{0}: {1} giocatori, nessun turno abbinato</source>
        <translation>{0}: {1} players, no round paired</translation>
    </message>
    <message>
        <source>{0}: turno {1}{2} in corso, {3} risultati mancanti</source>
        <translation>{0}: round {1}{2} in progress, {3} results missing</translation>
    </message>
    <message>
        <source>{0}: turno {1}{2} completo</source>
        <translation>{0}: round {1}{2} complete</translation>
    </message>
    <message>
        <source>La lingua sarà applicata alla prossima apertura del programma.</source>
        <translation>The language will apply the next time the program starts.</translation>
    </message>
</context>
<context>
    <name>NewTournamentWizard</name>
    <message>
        <source>Nuovo torneo</source>
        <translation>New tournament</translation>
    </message>
    <message>
        <source>Impostazioni del torneo</source>
        <translation>Tournament settings</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Modifica giocatore</source>
        <translation>Edit player</translation>
    </message>
    <message>
        <source>Nuovo giocatore</source>
        <translation>New player</translation>
    </message>
    <message>
        <source>nessuno</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Cognome:</source>
        <translation>Surname:</translation>
    </message>
    <message>
        <source>Nome:</source>
        <translation>Given name:</translation>
    </message>
    <message>
        <source>Circolo:</source>
        <translation>Club:</translation>
    </message>
    <message>
        <source>Rating:</source>
        <translation>Rating:</translation>
    </message>
    <message>
        <source>Tessera:</source>
        <translation>Membership no.:</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>Cognome</source>
        <translation>Surname</translation>
    </message>
    <message>
        <source>Nome</source>
        <translation>Given name</translation>
    </message>
    <message>
        <source>Circolo</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>&amp;Aggiungi</source>
        <translation>&amp;Add</translation>
    </message>
    <message>
        <source>Filtra per nome, circolo…</source>
        <translation>Filter by name, club…</translation>
    </message>
    <message>
        <source>&amp;Modifica…</source>
        <translation>&amp;Edit…</translation>
    </message>
    <message>
        <source>&amp;Ritira</source>
        <translation>&amp;Withdraw</translation>
    </message>
    <message>
        <source>Riammetti</source>
        <translation>Reinstate</translation>
    </message>
    <message>
        <source>&amp;Importa CSV/XLSX…</source>
        <translation>&amp;Import CSV/XLSX…</translation>
    </message>
    <message>
        <source>rating '{0}': serve un numero intero</source>
        <translation>rating '{0}': a whole number is needed</translation>
    </message>
    <message>
        <source>iscrizione di {0}</source>
        <translation>registration of {0}</translation>
    </message>
    <message>
        <source>modifica di {0}</source>
        <translation>edit of {0}</translation>
    </message>
    <message>
        <source>ritiro di {0}</source>
        <translation>withdrawal of {0}</translation>
    </message>
    <message>
        <source>riammissione di {0}</source>
        <translation>reinstatement of {0}</translation>
    </message>
    <message>
        <source>Importa giocatori</source>
        <translation>Import players</translation>
    </message>
    <message>
        <source>Elenchi (*.csv *.xlsx)</source>
        <translation>Lists (*.csv *.xlsx)</translation>
    </message>
</context>
<context>
    <name>ResultsPanel</name>
    <message>
        <source>Tavolo:</source>
        <translation>Table:</translation>
    </message>
    <message>
        <source>Vittoria a &amp;tavolino</source>
        <translation>&amp;Forfeit win</translation>
    </message>
    <message>
        <source>Sconfitta per te&amp;mpo…</source>
        <translation>Loss on &amp;time…</translation>
    </message>
    <message>
        <source>&amp;Cancella risultato</source>
        <translation>&amp;Clear result</translation>
    </message>
    <message>
        <source>Presente:</source>
        <translation>Present:</translation>
    </message>
    <message>
        <source>&amp;Importa risultati…</source>
        <translation>&amp;Import results…</translation>
    </message>
    <message>
        <source>Tavolo</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Inizia</source>
        <translation>Starts</translation>
    </message>
    <message>
        <source>Secondo</source>
        <translation>Second</translation>
    </message>
    <message>
        <source>Risultato</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Turno {0}</source>
        <translation>Round {0}</translation>
    </message>
    <message>
        <source>riposo</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>Tavoli senza risultato: {0}</source>
        <translation>Tables without a result: {0}</translation>
    </message>
    <message>
        <source>Tutti i risultati inseriti.</source>
        <translation>All results entered.</translation>
    </message>
    <message>
        <source>nessuno (doppia assenza)</source>
        <translation>nobody (both absent)</translation>
    </message>
    <message>
        <source>tavolo '{0}' inesistente nel turno {1}</source>
        <translation>no table '{0}' in round {1}</translation>
    </message>
    <message>
        <source>servono i due punteggi (numeri interi non negativi)</source>
        <translation>both scores are needed (whole numbers, not negative)</translation>
    </message>
    <message>
        <source>correzione</source>
        <translation>correction</translation>
    </message>
    <message>
        <source>risultato</source>
        <translation>result</translation>
    </message>
    <message>
        <source>{0} del tavolo {1} ({2}–{3})</source>
        <translation>{0} of table {1} ({2}–{3})</translation>
    </message>
    <message>
        <source>scrivere prima il numero del tavolo</source>
        <translation>type the table number first</translation>
    </message>
    <message>
        <source>vittoria a tavolino al tavolo {0}</source>
        <translation>forfeit at table {0}</translation>
    </message>
    <message>
        <source>scrivere prima il numero del tavolo (non un riposo)</source>
        <translation>type the table number first (not a bye)</translation>
    </message>
    <message>
        <source>sconfitta per tempo al tavolo {0} ({1}–{2})</source>
        <translation>loss on time at table {0} ({1}–{2})</translation>
    </message>
    <message>
        <source>cancellazione del risultato del tavolo {0}</source>
        <translation>clearing the result of table {0}</translation>
    </message>
    <message>
        <source>Importa risultati</source>
        <translation>Import results</translation>
    </message>
    <message>
        <source>Elenchi (*.csv *.xlsx)</source>
        <translation>Lists (*.csv *.xlsx)</translation>
    </message>
    <message>
        <source>importazione dei risultati del turno {0}</source>
        <translation>import of the results of round {0}</translation>
    </message>
</context>
<context>
    <name>RoundsPanel</name>
    <message>
        <source>Turno:</source>
        <translation>Round:</translation>
    </message>
    <message>
        <source>&amp;Abbina il turno successivo</source>
        <translation>&amp;Pair the next round</translation>
    </message>
    <message>
        <source>&amp;Scambia due giocatori</source>
        <translation>&amp;Swap two players</translation>
    </message>
    <message>
        <source>Ri&amp;abbina l'ultimo turno</source>
        <translation>Re-p&amp;air the last round</translation>
    </message>
    <message>
        <source>&amp;Elimina l'ultimo turno</source>
        <translation>&amp;Delete the last round</translation>
    </message>
    <message>
        <source>Per tavolo</source>
        <translation>By table</translation>
    </message>
    <message>
        <source>Per nome</source>
        <translation>By name</translation>
    </message>
    <message>
        <source>* può consultare le tabelle delle parole di 2 e 3 lettere durante il proprio turno</source>
        <translation>* may consult the tables of 2- and 3-letter words during their turn</translation>
    </message>
    <message>
        <source>Turno {0}</source>
        <translation>Round {0}</translation>
    </message>
    <message>
        <source>riposo</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>sì</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>abbinamento del turno {0}</source>
        <translation>pairing of round {0}</translation>
    </message>
    <message>
        <source>Abbinamento in corso…</source>
        <translation>Pairing…</translation>
    </message>
    <message>
        <source>Elimina turno</source>
        <translation>Delete round</translation>
    </message>
    <message>
        <source>Il turno {0} ha già dei risultati. Eliminarlo comunque?</source>
        <translation>Round {0} already has results. Delete it anyway?</translation>
    </message>
    <message>
        <source>eliminazione del turno {0}</source>
        <translation>deletion of round {0}</translation>
    </message>
    <message>
        <source>riabbinamento del turno {0}</source>
        <translation>re-pairing of round {0}</translation>
    </message>
    <message>
        <source>selezionare due giocatori (vista per nome) da scambiare</source>
        <translation>select two players (by-name view) to swap</translation>
    </message>
    <message>
        <source>Scambio</source>
        <translation>Swap</translation>
    </message>
    <message>
        <source>Scambiare comunque?</source>
        <translation>Swap anyway?</translation>
    </message>
    <message>
        <source>scambio nel turno {0}</source>
        <translation>swap in round {0}</translation>
    </message>
<message><source>Tavolo</source><translation>Table</translation></message><message><source>Inizia</source><translation>Starts</translation></message><message><source>Secondo</source><translation>Second</translation></message><message><source>Risultato</source><translation>Result</translation></message><message><source>Giocatore</source><translation>Player</translation></message><message><source>Avversario</source><translation>Opponent</translation></message></context>
<context>
    <name>ScoresheetPanel</name>
    <message>
        <source>&amp;Carica</source>
        <translation>&amp;Load</translation>
    </message>
    <message>
        <source>Apri file…</source>
        <translation>Open file…</translation>
    </message>
    <message>
        <source>Salva file…</source>
        <translation>Save file…</translation>
    </message>
    <message>
        <source>Turno:</source>
        <translation>Round:</translation>
    </message>
    <message>
        <source>Tavolo:</source>
        <translation>Table:</translation>
    </message>
    <message>
        <source>8F MICIO (minuscola = jolly)</source>
        <translation>8F MICIO (lowercase = blank)</translation>
    </message>
    <message>
        <source>punti</source>
        <translation>points</translation>
    </message>
    <message>
        <source>tessere?</source>
        <translation>tiles?</translation>
    </message>
    <message>
        <source>&amp;Aggiungi</source>
        <translation>&amp;Add</translation>
    </message>
    <message>
        <source>Contestata</source>
        <translation>Challenged</translation>
    </message>
    <message>
        <source>parole contestate (vuoto: la mossa)</source>
        <translation>challenged words (empty: the move)</translation>
    </message>
    <message>
        <source>valida</source>
        <translation>valid</translation>
    </message>
    <message>
        <source>Fine partita</source>
        <translation>End of game</translation>
    </message>
    <message>
        <source>tessere sul leggio</source>
        <translation>tiles on the rack</translation>
    </message>
    <message>
        <source>Leggii:</source>
        <translation>Racks:</translation>
    </message>
    <message>
        <source>Supplementare usato (s):</source>
        <translation>Supplementary time used (s):</translation>
    </message>
    <message>
        <source>Tempo base residuo (s):</source>
        <translation>Base time left (s):</translation>
    </message>
    <message>
        <source>nessuno</source>
        <translation>none</translation>
    </message>
    <message>
        <source>primo giocatore</source>
        <translation>first player</translation>
    </message>
    <message>
        <source>secondo giocatore</source>
        <translation>second player</translation>
    </message>
    <message>
        <source>Tempo esaurito:</source>
        <translation>Out of time:</translation>
    </message>
    <message>
        <source>Punteggi finali:</source>
        <translation>Final scores:</translation>
    </message>
    <message>
        <source>Togli l'ultimo turno</source>
        <translation>Remove the last turn</translation>
    </message>
    <message>
        <source>&amp;Invia il risultato al turno</source>
        <translation>&amp;Send the result to the round</translation>
    </message>
    <message>
        <source>{0} (inizia) contro {1}</source>
        <translation>{0} (starts) against {1}</translation>
    </message>
    <message>
        <source>contestata: valida</source>
        <translation>challenged: valid</translation>
    </message>
    <message>
        <source>contestata: non valida</source>
        <translation>challenged: invalid</translation>
    </message>
    <message>
        <source>penalità {0}</source>
        <translation>penalty {0}</translation>
    </message>
    <message>
        <source>ritirata</source>
        <translation>withdrawn</translation>
    </message>
    <message>
        <source>cambio</source>
        <translation>exchange</translation>
    </message>
    <message>
        <source>cambio secco</source>
        <translation>blind exchange</translation>
    </message>
    <message>
        <source>passo</source>
        <translation>pass</translation>
    </message>
    <message>
        <source>Apri formulario</source>
        <translation>Open scoresheet</translation>
    </message>
    <message>
        <source>Formulari (*.json *.gcg)</source>
        <translation>Scoresheets (*.json *.gcg)</translation>
    </message>
    <message>
        <source>Salva formulario</source>
        <translation>Save scoresheet</translation>
    </message>
    <message>
        <source>formulario del tavolo {0}</source>
        <translation>scoresheet of table {0}</translation>
    </message>
    <message>
        <source>Risultato inviato al turno {0}, tavolo {1}.</source>
        <translation>Result sent to round {0}, table {1}.</translation>
    </message>
<message><source>N.</source><translation>No.</translation></message><message><source>Giocatore</source><translation>Player</translation></message><message><source>Mossa</source><translation>Move</translation></message><message><source>Dichiarati</source><translation>Declared</translation></message><message><source>Riconteggio</source><translation>Recount</translation></message><message><source>Totali</source><translation>Totals</translation></message><message><source>Note</source><translation>Notes</translation></message><message><source>Giocata</source><translation>Play</translation></message><message><source>Passo</source><translation>Pass</translation></message><message><source>Cambio</source><translation>Exchange</translation></message><message><source>Cambio secco</source><translation>Blind exchange</translation></message></context>
<context>
    <name>StandingsPanel</name>
    <message>
        <source>Classifica</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Tabellone a eliminazione</source>
        <translation>Knockout bracket</translation>
    </message>
    <message>
        <source>Classifica provvisoria: turno {0} in corso, risultati inseriti finora</source>
        <translation>Provisional standings: round {0} in progress, results entered so far</translation>
    </message>
    <message>
        <source>Classifica dopo il turno {0}</source>
        <translation>Standings after round {0}</translation>
    </message>
</context>
<context>
    <name>TimeLossDialog</name>
    <message>
        <source>Sconfitta per tempo</source>
        <translation>Loss on time</translation>
    </message>
    <message>
        <source>bandierina caduta</source>
        <translation>flag fell</translation>
    </message>
    <message>
        <source>Punteggio a fine gioco</source>
        <translation>Score at the end of play</translation>
    </message>
    <message>
        <source>Tessere sul leggio (? = jolly)</source>
        <translation>Tiles on the rack (? = blank)</translation>
    </message>
    <message>
        <source>Tempo supplementare usato (s)</source>
        <translation>Supplementary time used (s)</translation>
    </message>
    <message>
        <source>Tempo base residuo (s)</source>
        <translation>Base time left (s)</translation>
    </message>
    <message>
        <source>Tempo esaurito</source>
        <translation>Out of time</translation>
    </message>
    <message>
        <source>Profilo: {0}</source>
        <translation>Profile: {0}</translation>
    </message>
    <message>
        <source>Punteggi che saranno registrati:</source>
        <translation>Scores that will be recorded:</translation>
    </message>
    <message>
        <source>Conferma</source>
        <translation>Confirm</translation>
    </message>
</context>
<context>
    <name>_GeneralPage</name>
    <message>
        <source>Torneo</source>
        <extracomment>Tie-break criteria offered, in the standings core's own keys (domain.md §7). Numbers of a rule profile the director may edit in the wizard (field, Italian label, max).</extracomment>
        <translation>Tournament</translation>
    </message>
    <message>
        <source>Nome, luogo, date e file del torneo.</source>
        <translation>Name, place, dates and file of the tournament.</translation>
    </message>
    <message>
        <source>Sfoglia…</source>
        <translation>Browse…</translation>
    </message>
    <message>
        <source>&amp;Nome:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Luogo:</source>
        <translation>&amp;Place:</translation>
    </message>
    <message>
        <source>&amp;Dal:</source>
        <translation>&amp;From:</translation>
    </message>
    <message>
        <source>&amp;Al:</source>
        <translation>&amp;To:</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>File:</translation>
    </message>
    <message>
        <source>File del torneo</source>
        <translation>Tournament file</translation>
    </message>
    <message>
        <source>Tornei (*.figs)</source>
        <translation>Tournaments (*.figs)</translation>
    </message>
    <message>
        <source>Il nome del torneo è obbligatorio.</source>
        <translation>The tournament's name is required.</translation>
    </message>
    <message>
        <source>La data di fine precede quella di inizio.</source>
        <translation>The end date is before the start date.</translation>
    </message>
</context>
<context>
    <name>_ResultsPage</name>
    <message>
        <source>Spareggi, riposi e vittorie a tavolino</source>
        <translation>Tie-breaks, byes and forfeits</translation>
    </message>
    <message>
        <source>Personalizzato</source>
        <translation>Custom</translation>
    </message>
    <message>
        <source>Spareggi:</source>
        <translation>Tie-breaks:</translation>
    </message>
    <message>
        <source>Ordine degli spareggi (trascinare per riordinare):</source>
        <translation>Order of the tie-breaks (drag to reorder):</translation>
    </message>
    <message>
        <source>Scarto del riposo (punti):</source>
        <translation>Spread of a bye (points):</translation>
    </message>
    <message>
        <source>Scarto della vittoria a tavolino (punti):</source>
        <translation>Spread of a forfeit win (points):</translation>
    </message>
<message><source>Punti</source><translation>Points</translation></message><message><source>Vittorie</source><translation>Wins</translation></message><message><source>Buchholz</source><translation>Buchholz</translation></message><message><source>Buchholz totale</source><translation>Full Buchholz</translation></message><message><source>Differenza</source><translation>Spread</translation></message><message><source>Punti fatti</source><translation>Points scored</translation></message><message><source>Punti subiti</source><translation>Points against</translation></message><message><source>Media punti</source><translation>Average score</translation></message></context>
<context>
    <name>_RolesPage</name>
    <message>
        <source>Direzione di gara</source>
        <translation>Tournament officials</translation>
    </message>
    <message>
        <source>Il collegio di supporto decide quando l'arbitro gioca la partita (art. 45).</source>
        <translation>The support panel rules when the arbiter plays in the game (art. 45).</translation>
    </message>
    <message>
        <source>Direttore di gara:</source>
        <translation>Tournament director:</translation>
    </message>
    <message>
        <source>Arbitro:</source>
        <translation>Arbiter:</translation>
    </message>
    <message>
        <source>Collegio di supporto {0}:</source>
        <translation>Support panel {0}:</translation>
    </message>
</context>
<context>
    <name>_RulesPage</name>
    <message>
        <source>Regole</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Profilo delle regole; ogni numero si può modificare.</source>
        <translation>Rule profile; every number can be changed.</translation>
    </message>
    <message>
        <source>&amp;Profilo:</source>
        <translation>&amp;Profile:</translation>
    </message>
    <message>
        <source>Fonte: {0}</source>
        <translation>Source: {0}</translation>
    </message>
<message><source>Tempo base (minuti)</source><translation>Base time (minutes)</translation></message><message><source>Tempo supplementare (minuti)</source><translation>Supplementary time (minutes)</translation></message><message><source>Penalità tempo supplementare (punti)</source><translation>Supplementary time penalty (points)</translation></message><message><source>Penalità a tempo esaurito (punti)</source><translation>Penalty when out of time (points)</translation></message><message><source>Scarto convenzionale (punti)</source><translation>Conventional margin (points)</translation></message><message><source>Punti per minuto base residuo (M1)</source><translation>Points per minute of base time left (M1)</translation></message><message><source>Durata massima della partita (minuti, 0 = nessuna)</source><translation>Maximum game length (minutes, 0 = none)</translation></message></context>
<context>
    <name>_SystemPage</name>
    <message>
        <source>Sistema e fasi</source>
        <translation>System and phases</translation>
    </message>
    <message>
        <source>Italo-svizzero</source>
        <translation>Italian Swiss</translation>
    </message>
    <message>
        <source>Girone all'italiana</source>
        <translation>Round robin</translation>
    </message>
    <message>
        <source>Girone all'italiana doppio</source>
        <translation>Double round robin</translation>
    </message>
    <message>
        <source>Eliminazione diretta</source>
        <translation>Knockout</translation>
    </message>
    <message>
        <source>nessuna</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Formula campionato: dopo i turni svizzeri i primi k giocano a eliminazione.</source>
        <translation>Championship format: after the Swiss rounds the top k play a knockout.</translation>
    </message>
    <message>
        <source>Finale per il terzo posto</source>
        <translation>Third-place final</translation>
    </message>
    <message>
        <source>come prevede il sistema</source>
        <translation>as the system provides</translation>
    </message>
    <message>
        <source>sorteggio (seme registrato)</source>
        <translation>random draw (seed recorded)</translation>
    </message>
    <message>
        <source>per rating</source>
        <translation>by rating</translation>
    </message>
    <message>
        <source>&amp;Sistema:</source>
        <translation>&amp;System:</translation>
    </message>
    <message>
        <source>&amp;Turni:</source>
        <translation>&amp;Rounds:</translation>
    </message>
    <message>
        <source>Fase finale (primi k):</source>
        <translation>Final phase (top k):</translation>
    </message>
    <message>
        <source>Primo turno / numeri del girone:</source>
        <translation>Round 1 / round-robin numbers:</translation>
    </message>
    <message>
        <source>Liste di parole di 2 e 3 lettere fino al rating:</source>
        <translation>2- and 3-letter word lists up to rating:</translation>
    </message>
</context>
<context>
    <name>export</name>
    <message>
        <source>Abbinamenti per tavolo</source>
        <extracomment>The reports service's documents with their Italian names and formats.</extracomment>
        <translation>Pairings by table</translation>
    </message>
    <message>
        <source>Abbinamenti per nome</source>
        <translation>Pairings by name</translation>
    </message>
    <message>
        <source>Risultati del turno</source>
        <translation>Round results</translation>
    </message>
    <message>
        <source>Classifica</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Tabellone incrociato</source>
        <translation>Crosstable</translation>
    </message>
    <message>
        <source>Cartellini dei giocatori</source>
        <translation>Player scorecards</translation>
    </message>
    <message>
        <source>Formulari in bianco</source>
        <translation>Blank scoresheets</translation>
    </message>
    <message>
        <source>Parole di 2 e 3 lettere</source>
        <translation>2- and 3-letter words</translation>
    </message>
    <message>
        <source>Contestazioni</source>
        <translation>Challenge rulings</translation>
    </message>
    <message>
        <source>Registro delle modifiche</source>
        <translation>Audit log</translation>
    </message>
    <message>
        <source>Esportazione per la federazione</source>
        <translation>Export for the federation</translation>
    </message>
    <message>
        <source>Stampe non disponibili</source>
        <translation>Printouts not available</translation>
    </message>
    <message>
        <source>Il servizio delle stampe non è installato.</source>
        <translation>The reports service is not installed.</translation>
    </message>
    <message>
        <source>File TSH (.t)…</source>
        <translation>TSH file (.t)…</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <source>Esporta in TSH</source>
        <translation>Export to TSH</translation>
    </message>
    <message>
        <source>File TSH (*.t)</source>
        <translation>TSH files (*.t)</translation>
    </message>
    <message>
        <source>Salvato: {0} ({1} giocatori)</source>
        <translation>Saved: {0} ({1} players)</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Excel (*.xlsx)</source>
        <translation>Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Salva la stampa</source>
        <translation>Save the printout</translation>
    </message>
    <message>
        <source>Salvato: {0}</source>
        <translation>Saved: {0}</translation>
    </message>
    <message>
        <source>Stampa salvata</source>
        <translation>Printout saved</translation>
    </message>
    <message>
        <source>File salvato: {0}
Aprirlo ora?</source>
        <translation>File saved: {0}
Open it now?</translation>
    </message>
    <message>
        <source>Preparazione della stampa…</source>
        <translation>Preparing the printout…</translation>
    </message>
    <message>
        <source>Salva una &amp;copia…</source>
        <translation>Save a &amp;copy…</translation>
    </message>
    <message>
        <source>Copia completa e verificata del torneo, da conservare o portare altrove</source>
        <translation>Complete, checked copy of the tournament, to keep or take elsewhere</translation>
    </message>
    <message>
        <source>Salva una copia</source>
        <translation>Save a copy</translation>
    </message>
    <message>
        <source>Torneo (*.figs)</source>
        <translation>Tournament (*.figs)</translation>
    </message>
    <message>
        <source>Copia salvata e verificata: {0}</source>
        <translation>Copy saved and checked: {0}</translation>
    </message>
</context>
<context><name>PlayersModel</name><message><source>N.</source><translation>No.</translation></message><message><source>Cognome</source><translation>Surname</translation></message><message><source>Nome</source><translation>Given name</translation></message><message><source>Circolo</source><translation>Club</translation></message><message><source>Rating</source><translation>Rating</translation></message><message><source>Tessera</source><translation>Membership no.</translation></message><message><source>Stato</source><translation>Status</translation></message><message><source>in gara</source><translation>playing</translation></message><message><source>ritirato dal turno {0}</source><translation>withdrawn from round {0}</translation></message><message><source>dal turno {0}</source><translation>from round {0}</translation></message></context><context><name>StandingsModel</name><message><source>Pos.</source><translation>Rank</translation></message><message><source>Giocatore</source><translation>Player</translation></message><message><source>Partite</source><translation>Games</translation></message><message><source>Punti</source><translation>Points</translation></message><message><source>Vittorie</source><translation>Wins</translation></message><message><source>Buchholz</source><translation>Buchholz</translation></message><message><source>Buchholz totale</source><translation>Full Buchholz</translation></message><message><source>Differenza</source><translation>Spread</translation></message><message><source>Punti fatti</source><translation>Points scored</translation></message><message><source>Punti subiti</source><translation>Points against</translation></message><message><source>Media punti</source><translation>Average score</translation></message></context></TS>