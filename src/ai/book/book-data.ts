// Made by `npx tsx scripts/make-book.ts`; do not edit by hand. One line per rules key: whether
// its best-reply tree is whole, and its entries (see book.ts).

export const BOOK_DATA: Record<string, { complete: boolean; entries: string }> = {
  'beaker:10x2': {
    complete: true,
    entries: '0:0:i.j 6enrk9:0:g.j 7tx1or:0:e 7wrk90:0:c r1wcdi:-6:e.h w1att9:0:g.h',
  },
  'beaker:2x10': {
    complete: true,
    entries:
      '0:0:a.b.c.d.e.f.g.h.i.j 19k9:0:0.b.c.d.e.f.g.h.i.j 19kb:0:b.c.d.e.f.g.h.i.j 3sor:0:1.c.d.e.f.g.h.i 5292:0:1.c.d.e.f.g.h.i 5296:0:0.c.d.e.f.g.h.i.j 8uxr:0:1 be29:0:2.b.d.e.f.g.h.i cnmk:0:2.b.d.e.f.g.h.i cnn0:0:0.b.d.e.f.g.h.i.j f6r6:0:2.d.e.f.g.h.i f6ri:0:1.d.e.f.g.h.i o1or:0:2 y66r:0:3.b.c.e.f.g.h.i zfr2:0:3.b.c.e.f.g.h.i zfsi:0:0.b.c.e.f.g.h.i.j 11yvo:0:3.c.e.f.g.h.i 11yx0:0:1.e.f.g.h.i 19k9i:0:3.b.e.f.g.h.i 19kai:0:2.b.e.f.g.h.i 1xlxr:0:3 2uik9:0:4.b.c.d.f.g.h.i 2vs4k:0:4.b.c.d.f.g.h.i 2vs90:0:0.b.c.d.f.g.h.i.j 2yb96:0:4.c.d.f.g.h.i 2ybdi:0:1.c.d.f.g.h.i 35wn0:0:4.b.d.f.g.h.i 35wr0:0:2.b.d.f.g.h.i 3sosi:0:4.b.c.f.g.h.i 3sovi:0:3.b.c.f.g.h.i 5qaor:0:4 8kt92:0:5.b.c.d.e.g.h.i 8ktmi:0:0.b.c.d.e.g.h.i.j 8ncdo:0:5.c.d.e.g.h.i 8ncr0:0:1.c.d.e.g.h.i 8uxri:0:5.b.d.e.g.h.i 8uy4i:0:2.b.d.e.g.h.i 9hpx0:0:5.b.c.e.g.h.i 9hq90:0:3.b.c.e.g.h.i be2di:0:5.b.c.d.g.h.i h4cxr:0:5 pnwmk:0:6.b.c.d.e.f.h.i pnxr0:0:0.b.c.d.e.f.h.i.j pqfr6:0:6.c.d.e.f.h.i pqgvi:0:1.c.d.e.f.h.i py150:0:6.b.d.e.f.h.i py290:0:2.b.d.e.f.h.i qktai:0:6.b.c.e.f.h.i 1fajor:0:6 24x6r2:0:7.b.c.d.e.f.g.i 24xa4i:0:0.b.c.d.e.f.g.i.j 24zpvo:0:7.c.d.e.f.g.i 24zt90:0:1.c.d.e.f.g.i 257b9i:0:7.b.d.e.f.g.i 49t3xr:0:7 6ep14k:0:8.b.c.d.e.f.g.h 6epb90:0:0.b.c.d.e.f.g.h.j 6erk96:0:8.c.d.e.f.g.h ctcsor:0:8 j80k92:0:9.b.c.d.e.f.g.h.i j81tt9:0:0.b.c.d.e.f.g.h.i',
  },
  'beaker:2x7': { complete: true, entries: '0:0:7.8.9.a.b.c.d' },
  'beaker:2x8': { complete: true, entries: '0:0:8.9.a.b.c.d.e.f' },
  'beaker:2x9': {
    complete: true,
    entries:
      '0:0:9.a.b.c.d.e.f.g.h f6r:0:0.a.b.c.d.e.f.g.h 19k9:0:1.b.c.d.e.f.g 3sor:0:2.a.c.d.e.f.g be29:0:3.a.b.d.e.f.g y66r:0:4.a.b.c.e.f.g',
  },
  'beaker:3x5': { complete: true, entries: '0:0:a.b.c.d.e' },
  'beaker:3x5/equal': { complete: true, entries: '0:-2:b.c.d' },
  'beaker:3x6': { complete: true, entries: '0:0:c.d.e.f.g.h be29:0:6.h y66r:0:7.g 2uik9:0:8.f' },
  'beaker:3x7/equal': {
    complete: true,
    entries:
      '0:-2:f.j 2uik9:-6:7 2ulxs:-6:f.j 8jjor:-2:8.j 8jtt9:-2:1 8jttc:-2:e.h.j.k be5mi:-9:8 becdi:-9:7 e8kt9:10:8 pmn29:-4:9 pnhg0:-4:f sh900:-10:9 si000:-10:7 y6gvi:-12:9 y714i:-12:8 1nstt9:0:9 24vx6r:-4:a 24ygc0:-4:f.j 27qj4i:-10:a 27syvi:-10:7 2dfr00:-14:a 2di000:-14:8 2ujemi:-12:a 2ul3di:-12:9 4ibe29:-1:8 6hidi0:-10:b 6hpvi0:-10:7 6n7ldi:-13:b 6newmi:-13:8 74b900:-13:b d1v2t9:0:b jatwmi:-9:c jbgldi:-9:7 jdobt9:7:c jgj4i0:-13:c jp2e29:-2:8 1lqsi00:-12:d',
  },
  'beaker:4x4': { complete: true, entries: '0:0:c.d.e.f' },
  'beaker:4x5': {
    complete: true,
    entries:
      '0:0:f.g.h.i.j 8jjor:0:a.g.h.i.j 8m2t9:0:5.g 8m300:0:0.g.h.i.j pmn29:0:b pu900:0:1.i y8pvi:0:5.b.i.j yds4i:-12:6 1nstt9:0:b 24vx6r:0:c.g.i 25ir00:0:2.g.i 2di000:-4:5 2e2900:-10:7 2uq5mi:-8:6 2v5cdi:-9:7 4ibe29:0:a.c.g.i 6n9udi:-1:5.d.g 6p3nmi:-11:8 74i000:-7:6 d1v2t9:0:d jgldi0:-6:5.e.i jp2e29:0:a.e.g.h.i',
  },
  'beaker:5x3': { complete: true, entries: '0:4:d' },
  'beaker:5x3/equal': { complete: true, entries: '0:0:d' },
  'beaker:5x4': {
    complete: true,
    entries:
      '0:0:g.h.i.j pmn29:0:c.j q9f6r:0:8 q9k90:0:4.j 24vx6r:0:d.i 26sor0:0:5 2v5cdi:-4:d 2wewmi:-4:c 4zehfr:6:d 74x6r0:-4:e 79zfr0:-4:a.c 8lg14i:-8:e diy66r:8:e jy8pvi:-8:f kn8kt9:0:c.f.h.i',
  },
  'beaker:6x3': { complete: true, entries: '0:0:f.g.h 8jjor:0:c.g pmn29:0:d' },
  'beaker:7x2': { complete: true, entries: '0:0:c.d' },
  'beaker:7x3/equal': {
    complete: true,
    entries:
      '0:0:j 6enrk9:-6:f 6w2900:-6:9 j7zaor:0:g kn8kt9:0:d ko6r00:0:a q3q5mi:-7:g r1wcdi:-10:d w1att9:11:g 1sjor00:-7:h',
  },
  'beaker:8x2': { complete: true, entries: '0:0:e.f' },
  'beaker:9x2': { complete: true, entries: '0:0:g.h pmn29:0:e.h' },
  'flask:4x5': { complete: true, entries: '0:-2:a.b.c.d' },
  'flask:4x6': { complete: true, entries: '0:0:c.d.e.f' },
  'flask:4x7': { complete: true, entries: '0:-2:e.f.g.h 2uik9:-2:h 8jjor:-2:c' },
  'flask:4x8': {
    complete: true,
    entries:
      '0:0:g.h.i.j pmn29:0:j 24vx6r:0:e.i 2awcdi:0:a.i 307ldi:-4:c 4zehfr:4:e 7ldi00:-4:d 8p8pvi:-8:f diy66r:4:f kn8kt9:0:h.i ms4i00:0:e.i r1wcdi:0:f.h',
  },
  'flask:6x2': { complete: true, entries: '0:-4:9.a.b.c' },
  'flask:6x3': { complete: true, entries: '0:-4:a.b.c.d.e.f' },
  'flask:6x4': { complete: true, entries: '0:-4:d.e.f.g be29:-5:e.f y66r:-4:8 2uik9:-4:9' },
  'flask:6x5': {
    complete: true,
    entries:
      '0:-4:e.f.g.h.i.j 2uik9:-4:g.h.j 8jjor:-4:a bgldi:-4:g.h.j jxlxr:0:a.i pmn29:-4:b pudi0:-4:6.h sor00:-12:8 y8pvi:-4:b yds4i:-5:8 1i3sor:-4:b 1i7ldi:-4:8 1qncdi:-7:b 28d7vi:-10:9 2di000:-4:c 2e2900:-5:9 2uq5mi:-10:c 3mzpvi:-6:c 4cmcxr:-4:c 6jemi0:-4:g.h.j 6n9udi:-4:d 7wrk90:-7:b cw61or:0:d.f jdobt9:-4:f.g.h.i kq33di:-16:b',
  },
  'flask:8x1': {
    complete: true,
    entries:
      '0:-6:c.d.e.f.g.h.i.j be29:-6:e.h.j y66r:-6:6 19ldi:-6:e.h.j 27qfr:-2:6.i 2uik9:-6:7 2uly0:-6:h 36000:-14:2 3spvi:-6:7 3ss4i:-6:2.6.h 60f6r:-6:7.h 60gvi:-6:2 6yldi:-10:7 8jjor:-6:8 8jtu0:-6:0 8v7vi:-16:3 9hr00:-6:8 9i000:-9:3 be5mi:-8:8 becdi:-10:3 ejyvi:-10:7.8 hehfr:-4:8 pyvi0:-16:4 qkudi:-6:9 qlnmi:-8:4 sh900:-8:9 si000:-11:4 vn290:-8:7.9 y6gvi:-12:9 1fko6r:-4:9 259udi:-12:5.g 25u4i0:-6:a 25wmi0:-6:6 27qj4i:-12:a 2awcdi:-6:7.a.f 4a38fr:-6:a 6f6r00:-6:e.h.j 6flyvi:-6:b 6ko6r0:-10:7 ctmx6r:-2:b.d j8m2t9:-6:d.e.f.g.h.i jdzpvi:-14:7',
  },
  'flask:8x3': {
    complete: true,
    entries:
      '0:-6:g.h.i.j.k.l.m.n pmn29:-6:i.l.n 24vx6r:-6:a 2ul3di:-6:i.l.n 4zehfr:-2:a.m 6enrk9:-6:b 6evdi0:-6:l 74i000:-14:6 8jm7vi:-6:b 8jra4i:-6:6.a.l diy66r:-6:b dj1yvi:-6:6 fnu3di:-10:b j7zaor:-6:c j8m4i0:-6:4 jy8pvi:-16:7 lcxr00:-6:c ldi000:-9:7 pmunmi:-9:c pn9udi:-9:7.b wqxgvi:-10:c 135l8fr:-4:c 1mfgvi0:-16:8 1nswcdi:-6:d 1nuq5mi:-7:8 1s2t900:-9:d 1s4i000:-11:8 1z6w290:-8:d 24wjyvi:-12:d 381if6r:-4:d 4tv5cdi:-12:9 4v4s4i0:-6:e 4vaemi0:-6:a 4zep14i:-12:e 56irudi:-7:b 9mp9zfr:-6:e eg66r00:-6:i.l.n eh4fgvi:-6:f esif6r0:-9:b suoko6r:-2:f.h 17adobt9:-6:h.i.j.k.l.m 17mhd7vi:-14:b',
  },
  'grid:10x2': {
    complete: true,
    entries:
      '0:0:0.1.2.3.4.5.6.7.8.9.a.b.c.d.e.f.g.h.i.j 1:0:1.2.3.4.5.6.7.8.9.a.b.c.d.e.f.g.h.i.j 5:0:2.3.4.5.6.7.8.9.a.b.c.d.e.f.g.h.i.j 9:0:3.g.h e:0:3.4 g:0:3.6.7.a j:0:3.4.8.9.a.b.c.g.h l:0:3.4.6.7.8.9.a.b.c.d.e.f.g.h 1a:0:1.4.5.6.7.8.9.a.b.c.d.e.f.g.h 1c:0:0.4.5.6.7.8.9.a.b.c.d.e.f.g.h 29:0:5.e.f 2e:0:5 2g:0:5 3i:0:5.6 40:0:5.8 4j:0:2.3.5.8.9.a.b.c.e.f.g.h 4l:0:5.6.7.9.a.b.c.d.e.f.h ba:0:1.2.3.6.7.8.9.a.b.c.d.e.f.g.h bc:0:0.2.3.6.7.8.9.a.b.c.d.e.f.g.h bi:0:3 c0:0:2 k9:0:7.c.d ke:0:7 kg:0:7 li:0:7 m0:0:7 vi:0:7 100:0:7.a.b 14j:0:2.3.5.7.8.9.a.b.c.d.e.f.g.h 14l:0:4.7.9.a.c.d.e.f.g.h 2ta:0:1.2.3.4.5.8.9.a.b.c.d.e.f.g.h 2tc:0:0.2.3.4.5.8.9.a.b.c.d.e.f.g.h 2ti:0:3 2u0:0:2 2vi:0:5 300:0:4.b.c.h 529:0:9.a.b 52e:0:9 52g:0:7.9 53i:0:9 540:0:9 5di:0:9 5i0:0:9 7vi:0:9.a 900:0:9.d a4j:0:3.5.6.9.a.b.c.f.g.h a4l:0:2.4.6.7.9.a.b.c.d.e.f.g.h pba:0:1.2.3.4.5.6.7.a.b.c.d.e.f.g.h pbc:0:0.2.3.4.5.6.7.a.b.c.d.e.f.g.h pbi:0:3 pc0:0:2 pdi:0:5 pi0:0:4 pvi:0:7 r00:0:6 19ke:0:b 19kg:0:b 19li:0:b 19m0:0:b 19vi:0:b 1a00:0:b 1cdi:0:b 1di0:0:b 1yvi:0:b.c 2900:0:3.b 2j4j:0:3.4.5.6.7.8.9.b.c.d.e.f.g.h 2j4l:0:4.6.7.8.9.b.c.d.e.f.g.h 6bta:0:1.2.3.4.5.6.7.8.9.c.d.e.f.g.h 6btc:0:0.2.3.4.5.6.7.8.9.c.d.e.f.g.h 6bti:0:3 6bu0:0:2 6bvi:0:5 6c00:0:4 6cdi:0:7 6di0:0:6 be2e:0:d be2g:0:6.d be3i:0:d be40:0:d bedi:0:d bei0:0:d bgvi:0:d bi00:0:d ms4j:0:3.5.6.7.8.9.a.b.d.e.f.g.h ms4l:0:2.4.6.7.8.9.a.d.e.f.g.h 1kyba:0:1.2.3.4.5.6.7.8.9.a.b.e.f.g.h 1kybc:0:0.2.3.4.5.6.7.8.9.a.b.e.f.g.h 1kybi:0:3 1kyc0:0:2 1kydi:0:5 1kyi0:0:4 2uike:0:f 2uikg:0:f 2uili:0:c.f 2uim0:0:8.9.f 2uivi:0:f 2uj00:0:f 5p14j:0:3.4.5.6.7.8.9.a.b.c.d.f.g.h 5p14l:0:3.4.5.6.7.8.9.a.b.c.d.f.h e8kta:0:1.2.3.4.5.6.7.8.9.a.b.c.d.g.h e8ktc:0:0.2.3.4.5.6.7.8.9.a.b.c.d.g.h e8kti:0:3 e8ku0:0:2.9 pmn2e:0:e.h pmn2g:0:h pmn3i:0:h pmn40:0:h 1f9a4j:0:2.3.4.6.8.9.a.b.c.d.e.h 1f9a4l:0:2.3.4.6.7.8.9.a.b.c.d.e.f.h 3k57ba:0:1.2.3.4.5.6.7.8.9.a.b.c.d.e.f 3k57bc:0:0.2.3.4.5.6.7.8.9.a.b.c.d.e.f 6enrkb:0:1.2.3.4.5.6.7.8.9.a.b.c.d.e.f.g.h.j 6enrke:0:2.3.4.5.6.7.8.9.a.b.c.d.e.f.g.h.j 6enrkf:0:0.2.3.4.5.6.7.8.9.a.b.c.d.e.f.g.h.j 6enrkg:0:2.3.4.5.6.7.8.9.a.b.c.d.e.f.g.h.j',
  },
  'grid:2x10': {
    complete: true,
    entries:
      '0:0:0.1.2.3.4.5.6.7.8.9.a.b.c.d.e.f.g.h.i.j 1:0:1.2.3.4.5.6.7.8.9.a.b.c.d.e.f.g.h.i.j 3:0:8.b.i 7:0:2.4.5.6.8.b.e.f.i 9:0:7.c.h g:0:3.5.6.7.b.c.d.e.f.g.h.i j:0:1.4.5.6.7.8.b.c.e.f.h.i r:0:6.d.g y:-1:2 1j:0:1.4.5.6.7.8.b.c.d.e.f.g.h.i 29:0:5.e.f 2g:0:2.3.5.6.7.8.b.c.d.e.f.g.h.i 4j:0:3.5.6.8.b.c.e.f.h.i 6y:0:2.3.4.6.7.8.b.c.d.e.f.g.h.i ba:0:1.2.3.6.7.8.9.b.c.d.e.f.g.h.i bc:0:8 bi:0:3.6.7 c0:0:6 dj:0:2.3.4.6.7.8.b.c.d.e.f.g.h.i fs:0:1.2.3.6.7.8.9.b.c.d.e.f.g.h.i fu:0:8 g0:0:6.7 gi:0:6 kg:0:2.3.4.5.7.8.b.c.d.e.f.g.h.i ls:0:1.2.4.5.7.8.9.a.b.c.d.e.f.g.h.i lu:0:8 m0:0:7 o0:0:5 si:0:4.d 14j:0:3.4.5.7.8.b.c.d.e.f.g.h.i 15a:0:1.2.4.5.7.8.9.b.c.d.e.f.g.h.i 15c:0:8 15i:0:7.g 1oy:-1:4 1pa:0:1.3.4.5.6.8.9.b.c.d.e.f.g.h.i 1pc:0:8 1q0:0:6 1ri:0:5 1w0:0:4 29i:0:3 3dj:0:2.3.4.5.6.8.b.c.d.e.f.g.h.i 3ds:0:1.3.4.5.6.8.9.b.c.d.e.f.g.h.i 3du:0:8 52g:0:2.3.4.5.6.7.9.b.c.d.e.f.g.h.i 52o:0:3.6.7 536:0:6 54o:0:5 596:0:4 5mo:0:3.4.5.d 6r6:0:2.4.e a4j:0:1.2.3.4.5.6.7.b.e.f.g.i a4m:0:2.3.4.5.6.7.9.b.c.d.e.f.g.h.i f6t:0:1.2.3.4.5.6.7.8.a.b.c.d.e.f.g.h.i.j f6y:-7:8 19kb:0:1.2.3.4.5.6.7.8.9.b.c.d.e.f.g.h.i.j 19kf:0:2.3.4.5.6.7.8.b.d.e.f.g.h.i 19kg:-6:2.3.4.5.6.7.b.c.d.e.f.g.h 19kr:0:3.5.6.7.c.d.e.f.g.h.i 19lr:0:2.5.6.7.8.d.e.g.h.i 19or:0:1.2.3.5.6.7.8.d.e.f.g.h.i 19vi:0:1.2.3.6.7.8.b.c.d.e.f.g.h.i.j 19xr:0:2.3.4.6.7.8.d.e.f.g.h.i 1a00:0:1.2.3.6.7.8.b.c.d.e.f.g.h.i.j 1a60:0:1.2.4.5.7.8.b.c.d.e.f.g.h.i.j 1aor:0:1.2.3.4.5.7.8.d.e.g.h.i 1api:0:1.2.4.5.7.8.b.c.d.e.f.g.h.i.j 1b9i:0:1.3.4.5.6.8.b.c.d.e.f.g.h.i.j 1cxr:0:2.3.4.5.6.b.c.d.e.f.g.h.i 1cy0:0:1.3.4.5.6.8.b.c.d.e.f.g.h.i.j 1emo:0:2.3.4.5.6.7.b.c.d.e.f.g.h.i.j 1jor:0:1.2.3.4.5.6.7.b.d.e.f.g.h.i 1jou:0:2.3.4.5.6.7.b.c.d.e.f.g.h.i.j 1yvi:-5:1.2.3.4.5.6.7.b.c.d.e.f.g.h.i 23xr:0:0.1.2.3.4.5.6.7.8.b.c.d.e.f.g.h.i.j 3soy:0:2.3.4.5.6.7.8.a.c.d.e.f.g.h.i 3t00:0:6.i 3t4i:0:3.i 3tai:0:i 3tu0:0:i 3ue0:0:i 3w2i:0:i 3xr6:0:i 42tc:0:i 4i00:0:1.2.3.4.5.6.7.a.c.d.e.f.g.h.i 8uy0:-1:i 8uyi:-1:c.e.i 8v00:0:1.2.3.5.6.7.8.c.d.e.f.g.h.i 8v4i:0:1.2.3.4.6.7.8.c.d.e.f.g.h.i 8vi0:-1:c.e 8wmi:-1:i bedi:0:d.h bei0:0:3.d.h beo0:0:d.h bf7i:0:h bfri:0:h bhg0:0:h bj4o:0:4.d.g.h bo6u:0:5.d.h y6i0:0:6.g y6mi:0:3.g y6si:0:g y7c0:0:g y7w0:0:5.g y9ki:0:g yb96:0:4.e.g ygbc:0:g 2uivi:0:6.f 2uj00:0:3.f 2uj60:0:f 2ujpi:0:f 2uk9i:0:f 2uly0:0:f 2unmo:0:f 2usou:0:5.f',
  },
  'grid:2x7': { complete: true, entries: '0:0:0.1.2.3.4.5.6.7.8.9.a.b.c.d' },
  'grid:2x8': { complete: true, entries: '0:0:0.1.2.3.4.5.6.7.8.9.a.b.c.d.e.f' },
  'grid:2x9': {
    complete: true,
    entries:
      '0:0:0.1.2.3.4.5.6.7.8.9.a.b.c.d.e.f.g.h 1:0:1.2.3.4.5.6.7.9.a.b.c.d.e.f.g.h 3:0:a.g 9:0:b.f r:0:c.e 29:0:d',
  },
  'grid:3x5': { complete: true, entries: '0:13:6.7.8' },
  'grid:3x5/equal': { complete: true, entries: '0:6:6.7.8' },
  'grid:3x6': {
    complete: true,
    entries:
      '0:0:0.1.2.3.4.5.6.7.8.9.a.b.c.d.e.f.g.h 1:0:1.2.3.4.5.6.7.8.9.a.b.d.e.f.g.h 3:0:4.7.8.9.a.g 9:0:3.7.8.9.a.f k9:0:7.8.9.a.b 1or:0:a 529:0:9',
  },
  'grid:3x7/equal': {
    complete: true,
    entries:
      '0:7:a 1:-7:a 3:-3:b 9:-5:a r:-4:a 1or:-3:9.a.b 529:5:a f6r:6:a.b.c uka:-9:a.b ukc:-6:a.b.c uki:-6:a.b.c ul0:-6:a.b umi:-6:a.b v4i:-10:c w2a:-8:a.b w2c:-6:a.b w2i:-6:a.b w30:-5:a.b w4i:-5:8.a.b.c.d w90:-5:b wmi:-8:8.a.b.c.d zmi:-4:a 114i:-3:c 19k9:7:9.b 19kb:11:b 19kf:8:9.b 19kr:8:7.8.9.b.c 19lr:8:8.9.b.c 1cxr:8:9.b 1jor:8:9 23xr:7:8 23xs:-6:b 23xu:-3:b 23y0:-4:b 23yi:-3:b 2400:-4:b 244i:-3:b 24i0:-6:b 25mi:-3:b 2900:7:b 2j4m:-8:7.8.9.b.c 2j4s:-10:8.c 2j4u:-6:7.8.9.b.c.d 2j5a:-10:9.b 2j5c:-6:9.b 2j5i:-6:7.8.9.b.c.d.h 2j6s:-10:9.b 2j6u:-6:7.8.9.b.c 2j70:-6:7.8.9.b.c.d.f.h.j 2jba:-9:7.8.9.b.c 2jos:-11:7.8.9.b.c.d 2kta:-8:9.b 2kti:-6:9.b 2ku0:-5:9.b 2kvi:-6:8.c 2ldi:-8:9.b.c 2o6s:-8:9 2o6u:-5:9 2o70:-5:9 2o7i:-5:9 2o90:-5:9 2odi:-4:9 2or0:-8:9 2pvi:-3:c 2yba:-7:8.b.c 2ybc:-4:b 2ybi:-5:8 2yc0:-4:8.b.c 2ydi:-5:8 2yi0:-2:8.b.c 2yvi:-7:8.b.c 3000:-3:b 33di:5:b 4n90:-4:a 4or0:-3:a 5wmi:6:8 6di0:-3:9 6gvi:5:9 6r00:6:8.c 7n2c:-6:9 7qfu:-4:a 8wmi:-3:9 9000:6:c ca4i:-3:8 dyvi:-3:8 e290:5:9.b z290:-3:8.a.b.c 2vd4i:-10:a.b 2x1os:-12:9.b 2x1ou:-9:9.b 2x1p0:-10:9.b 2x1pi:-9:9.b 2x1r0:-9:9.b 2x1vi:-10:9.b 2x290:-11:7.8.9.b.c.d 323xu:-9:9.a 8ke90:-6:a.b.c 8m2ti:-6:8.9.b.c 8m2u0:-6:8.9.b.c.d 8m2vi:-6:7.8.9.b.c.d 8r52c:-6:9 8r52i:-6:9.a 8r530:-6:9.a 8r54i:-6:8.9.a pp670:-6:7.8.9.b.c.d pp67i:-6:7.8.9.b.c.d pp690:-6:9.b 24ygc0:-5:9.b',
  },
  'grid:4x4': { complete: true, entries: '0:0:0.1.2.3.4.5.6.7.8.9.a.b.c.d.e.f' },
  'grid:4x5': {
    complete: true,
    entries:
      '0:0:0.1.2.3.4.5.6.7.8.9.a.b.c.d.e.f.g.h.i.j 1:0:1.2.3.5.6.7.8.9.a.b.c.d.e.f.g.h.i.j 3:0:6.7.8.b.c.d.g.i 7:0:6.7.8.b.c.d.g.i 9:0:6.7.8.b.c.d.h g:-3:b.d j:0:1.6.7.8.b.c.d.h y:-2:6.b 1j:0:6.7.8.b.c.d.g.i 2b:4:6 2g:-6:8.b.c.d 6r:0:6.7.8.a.b.c.d.e 6y:-3:6.d ai:-3:b dj:0:6.7.8.a.b.c.d.e fr:0:6.7.8.a.b.c.d.e k9:0:8.b.d kg:0:8.b.d o0:0:8.b.d 14j:0:8.b.d 14m:-9:b.c.d 14s:-10:b.c.d 14u:-8:b 15c:-7:b 15i:-7:8.b 16r:0:8.b.d 16u:-8:8.b.d 170:-10:b 1ba:-10:b.c.d 1bc:-6:8.b 1bi:-7:b 1c0:-6:8.b 1di:-9:b 1or:0:c 1oy:0:6.8.b.c.d 2tc:0:8.b.c.d 2ti:-2:8.b.d 300:0:8.b.c.d 3dj:0:6.8.b.c.d 66s:0:1.2.3.5.7.9.a.b.c.d.e.g.h.i 66u:0:7.b.c.d 670:0:7.b.c.d.h 67i:0:7.b.c.d 690:0:1.2.3.5.7.9.a.b.c.d.e.g.h.i 6di:0:7.b.c.d 7vi:0:c abi:-7:d ac0:-6:6.b.d avi:0:7.b.c.d gi0:-6:8.b.d 19kg:-3:d 19o0:-3:b 1aou:-6:b.d 1ap0:-6:b.c.d 1avi:-8:b 1fr0:0:7.b.c.d 1jp0:-8:b 1jpi:-6:d 1k90:0:7.b.c.d 1yvi:-6:b 2j4j:0:5.6.7.8.9.b.c.d 2j6r:0:5.6.7.8.9.b.c.d 3soy:0:6.8.d 3ssi:0:6.8.d 3ttc:0:7.8.c.d.g 3tti:0:7.8.c.d.h 3u00:0:7.8.a.c.d 3yvi:0:d 42ti:0:6.7.c.d.h 42u0:0:6.7.c.d.g 43di:0:d 4i00:0:6.7.a.c.d 7ldj:0:6.8.d 7lfr:0:6.8.d 8uxs:-9:6 8uxu:-6:6 8uy0:-8:8 8uyi:-6:6 8v00:-9:6 8wmi:0:6.8.c.d.i be2g:0:6.7.8.b.d bf6u:0:3.7.8.b.d.i bf70:-2:8.b.d bhfs:0:1.2.3.5.6.8.9.a.b.d.e.f.g.h.i.j bhfu:0:6.8.b.d.g.i bhg0:0:6.8.b.d.h bhmi:0:6.8.a.b.d.e bi00:0:8.b.d bk90:0:7 cr00:0:5.6.8.9.b.d fa4i:0:6.8.d ms4j:0:6.7.8.b.d mtta:0:1.2.3.5.6.8.9.a.b.d.e.f.g.h.i.j mttc:0:6.8.b.d.g.i mtti:0:6.8.b.d.h 15rka:0:1.2.3.5.6.7.8.9.a.c.e.g.h.i 15rkc:0:6.7.8.c 15rki:0:6.7.8.c.h 15rl0:0:6.7.8.c 15rmi:0:1.2.3.5.6.7.8.9.a.c.e.g.h.i 8jjot:0:1.2.3.4.5.6.7.8.9.a.b.c.d.e.g.h.i.j 8jjox:0:6.7.8.b.c.d.g.i 8jjoy:-6:8.b.c.d 8jjp9:0:6.7.8.b.c.d.h.i 8jjq9:0:6.7.8.b.c.d.g.i 8jjsi:-6:6.8.b.c.d 8jjt9:0:0.1.2.3.5.6.7.8.9.a.b.c.d.e.g.h.i.j 8jktc:-9:b 8jkti:-10:b 8jtti:-10:b 8jtu0:-8:6.7.b.c.d pmn2g:0:2.3.5.6.7.8.9.a.b.c.d.e.f.h.i pmn60:0:1.2.5.6.7.8.9.a.b.c.d.e.f.h.i pmo6u:-6:b pmo70:-8:b pmx70:-6:b.c.d pmx7i:-7:d pu8g0:-8:6 1nstti:-3:6.8 24vybi:-7:b.c.d',
  },
  'grid:5x3': { complete: true, entries: '0:13:4.7.a' },
  'grid:5x3/equal': { complete: true, entries: '0:6:4.7.a' },
  'grid:5x4': {
    complete: true,
    entries:
      '0:0:0.1.2.3.4.5.6.7.8.9.a.b.c.d.e.f.g.h.i.j 1:0:1.2.3.4.5.6.7.8.9.a.b.c.d.e.f.h.i.j 3:0:2.5.6.9.a.d.e.i 7:0:2.5.6.9.a.d.e.i g:0:3.4.5.6.7.8.9.a.b.c.d.e.f.h.i j:0:1.5.6.9.a.d.e.h m:0:3.4.5.6.7.8.9.a.b.c.d.e.f.h.i t:0:1.2.4.5.6.7.8.9.a.b.c.d.e.f.g.h.i.j y:-6:5.6.d.e 29:0:5.6.7.9.a.d.e.f 2g:-2:5.d 2o:0:5.6.7.9.a.d.e 2u:0:5.6.7.9.a.d.e 3i:-1:5.6.d.e 4j:0:5.6.7.9.a.d.e.f 59:0:5.6.7.9.a.d.e.f 6r:0:6.d.e 6y:0:6.d.e 76:0:6 7c:0:6 80:0:6.d.e dj:0:6.d.e e9:0:6.d.e fs:-9:6.a.e fu:-6:6.d g0:-6:6.e gi:-9:6 xs:0:1.2.3.4.7.8.9.a.b.c.d.e.f.h.i xu:0:2.9.a.d.e y0:0:1.9.a.d.e yi:0:0.1.2.4.7.8.9.a.b.c.d.e.f.h.i 100:0:7.9.a.d.e 1di:0:7.9.a.d.e 24i:-6:6 529:0:5.6.9.a.b.d.e 52g:-3:6.d 52o:0:5.6.9.a.b.d.e 52u:0:5.6.9.a.b.d.e 53i:-4:5 5fs:-10:6.a.e 5fu:-7:6 5g0:-6:6.a.e 5gi:-10:6 5i0:-8:6 600:0:9.a.b.d.e 6di:0:9.a.b.d.e 74i:-8:6 7vi:-8:5 a4j:0:4.5.6.9.a.b.d.e a59:0:5.6.9.a.b.d.e.f f6r:0:a f6y:0:5.6.a.d.e f76:0:a f7c:0:a f80:0:5.6.a.d.e fmi:0:6.a.d.e g4i:0:a gi0:0:a i00:0:5.a.c.d.e.f kmi:-2:6.d.e udj:0:5.6.a.d.e ue9:0:5.6.a.d.e 1f00:-2:6.d.e 23xs:0:1.2.3.4.5.6.7.8.b.c.d.e.f.h.i.j 23xu:0:2.5.6.d.e.i 23y0:0:1.5.6.d.e.h 23yi:0:0.1.2.4.5.6.7.8.b.c.d.e.f.g.h.i 2400:0:5.6.7.d.e.f 244i:0:6.d.e 24i0:0:5.d.e 25mi:0:4.5.6.c.d.e 2900:0:5.6.b.d.e 33di:0:5.6.b.d.e 3y4i:-7:6.a.e be2g:-2:e be2o:0:5.6.9.a.d.e.f be2u:0:5.6.9.a.d.e.f be3i:-2:5.6.d.e bei0:-7:6 bf00:0:9.a.d.e.f bfdi:0:9.a.d.e.f bgvi:-7:5 bji0:-7:6.d f7vi:-6:5.9.d ms4j:0:5.6.7.9.a.d.e.f ms59:0:5.6.7.9.a.d.e.f y66y:0:5.6.e y676:0:e y67c:0:e y680:0:5.6.e y6mi:0:6.9.a.e y74i:0:e y7i0:0:e y900:0:5.9.a.c.e ybmi:0:6.9.a.b.e 12000:0:5.8.9.a.e 1wcdj:0:5.6.e 1wce9:0:5.6.e 1whfs:-10:e 1whfu:-7:e 1whg0:-8:6 1whgi:-10:6 27qfs:-8:5.6.e 27qfu:-6:5.6.e 27qg0:-6:e 27qgi:-8:5.6.9.a.e 4quxs:0:1.2.3.4.5.6.7.8.9.a.b.c.f.h.i 4quxu:0:2.5.6.9.a 4quy0:0:1.5.6.9.a 4quyi:0:0.1.2.4.5.6.7.8.9.a.b.c.f.h.i pmn2b:4:5 pmn2f:0:2.5.6.9.a.d.e.i pmn2g:-6:5.6.d.e pmn2o:0:4.5.6.7.8.9.a.b.c.d.e.f.h.i.j pmn2r:0:1.5.6.9.a.d.e.h pmn2u:0:4.5.6.7.8.9.a.b.c.d.e.f.h.i.j pmn3i:-6:5.6 pmn3r:0:0.1.2.4.5.6.7.8.9.a.b.c.d.e.f.h.i.j 24vx6y:-3:5.6.d.e 24vx76:0:5.6.9.a.d.e.i 24vx7c:0:5.6.9.a.d.e.i 24vx80:0:1.4.5.6.7.8.9.a.b.c.d.e.f.g.i',
  },
  'grid:6x3': {
    complete: true,
    entries:
      '0:0:0.1.2.3.4.5.6.7.8.9.a.b.c.d.e.f.g.h 1:0:1.3.4.5.6.7.8.9.a.b.c.d.e.f.g.h 3:0:4.7.a.d.g r:0:4.7.a.c.d.e 29:0:d k9:0:4.7.9.a.b.d 1or:0:a',
  },
  'grid:7x2': { complete: true, entries: '0:0:0.1.2.3.4.5.6.7.8.9.a.b.c.d' },
  'grid:7x3/equal': {
    complete: true,
    entries:
      '0:7:a 1:-7:a 3:-3:7.a.d r:-3:d 29:5:a k9:-5:a 1or:6:a.d.g 3dm:-8:a.d 3ec:-6:a.d 3fu:-3:g 3xu:-6:a.d f6r:-4:a ikc:-5:a.d 19k9:7:7.d 19kb:11:d 19kf:8:7.d 19lr:8:7.d 19or:8:7 1aor:8:1.4.7.d.g 1cxr:7:4 1cxs:-6:d 1cxu:-3:d 1cyi:-3:d 1d00:7:d 1di0:-4:d 1s4i:-3:d 23xr:8:4.7.d.g 2j4m:-8:7.d 2j4s:-12:7.d 2j5a:-8:1.4.7.d.g 2j5i:-9:7.d 2j6s:-8:7 2j6u:-3:g 2j7i:-5:7 2jos:-10:4.g 2jou:-6:7.d 2jp0:-10:7.d 2jpi:-6:1.4.7.d.g.j 2jr0:-5:7 2jvi:-6:4.7.d.g 2kta:-7:4.d.g 2ktc:-3:d 2ku0:-4:d 2kvi:5:d 2ldi:-5:4 2or0:-6:1.4.7.d.g.j 2yba:-10:7.d 2ybc:-5:7.d 2ybi:-9:7.d 2yc0:-6:7.d 2ydi:-5:7 2yi0:-6:4.7.d.g.j 2yvi:-6:1.4.7.b.d.g.j 3000:-4:4.d.g 33di:-6:1.4.7.d.g.j 6r00:-5:7.d bhfu:-5:4.a.d.g.j cr00:-4:d dx6s:-10:7.d dx6u:-6:4.g dx70:-9:7.d dx7i:-6:1.4.7.d.g dx90:-5:7 dxdi:-6:1.4.7.d.g.j dxr0:-6:1.4.5.7.b.d.g.h.j dyvi:-5:4 e290:-6:7.d y9kc:-3:a zj4i:6:4 10pba:-7:4.7.g 10pbc:-3:7 10pc0:-2:4.7.g 10pdi:5:7 10r00:6:4.g 1wcea:-10:4 1wcec:-6:7 1wcei:-9:7.a 1wcgi:-4:a 1wcl0:-6:7 1wcyi:-6:7.a 1wd4i:-6:7.a 1we30:-4:a 1wrl0:-6:7.a 1wrr0:-6:7.a 1xlxs:-6:7 1xlxu:-3:7 1xlyi:-3:7 1xm00:6:g 27qgi:-6:4.7.a 27qmi:-6:4.7.a 8jn2a:-9:a.d 8jn2c:-5:d 8jn2i:-10:a.d 8jn30:-6:a.d.g 8jn4i:-4:a 8jn90:-6:a.d.g 8m2ta:-9:1.4.7.d.g 8m2ti:-10:7.d 8m2vi:-4:7 pmqfu:-3:4 pp66s:-8:d pp66u:-3:4 pp690:5:7.d 6enuxu:-8:4.a.d.g.j 6eqaos:-11:1.4.7.d.g.j 6eqaou:-8:7.d.g 6eqap0:-11:1.4.7.d.g.j j7ze2c:-3:4.a.d.g',
  },
  'grid:8x2': { complete: true, entries: '0:0:0.1.2.3.4.5.6.7.8.9.a.b.c.d.e.f' },
  'grid:9x2': {
    complete: true,
    entries:
      '0:0:0.1.2.3.4.5.6.7.8.9.a.b.c.d.e.f.g.h 1:0:1.2.3.4.5.6.7.8.9.a.b.c.d.e.f.h 9:0:3.f 29:0:5.d k9:0:7.b 529:0:9',
  },
  'hex:3': {
    complete: true,
    entries:
      '0:8:9 1:1:9 3:4:4.5.8.9.a.d.e 29:7:5.8.a.d f6r:8:1.3.4.5.6.8.a.c.d.e.f.h f6t:10:4 f6x:8:4.5.8.a.d.e.h fb9:8:e',
  },
  'hex:3/equal': {
    complete: true,
    entries: '0:3:4.5.8.9.a.d.e 1:-3:4 3:-1:4.5.8.9.a.d.e 29:3:5.8.a.d.e f6r:3:4.5.8.a.d.e',
  },
  'petri:5': {
    complete: true,
    entries:
      '0:12:a 1:0:a 3:2:a 29:9:a 6r:9:9.a.b fka:2:b fkc:5:a.f.g fki:4:4.6.a.b.e.f.g fl0:3:4.a.g fmi:8:b g4i:9:a h90:3:4.6.a.b.f kmi:4:g uki:3:a v4i:8:f w90:3:a 19k9:12:4.5.6.9.b.e.f.g 19kb:14:4.5.6.9.b.e.f.g 19kf:14:5 19mq:18:5.9 19n2:19:5.9.b.f 19o2:20:5.9 19o6:18:5 19oi:19:5.f 19or:12:g 19os:4:5.6.9.b.e.f.g 19ou:5:g 19p0:4:5.6.9.b.e.f.g 19r8:19:b 19so:18:4.6.9.b.e.f.g 19vi:10:6.b.g 19vo:14:g 19xr:12:f 1a02:14:f 1a1i:14:f 1a6i:20:5.9.b 1a90:11:5.9.b.f.g 1a9i:14:5.g 1api:4:4.5.9.b.e.f.g 1asi:14:5.e 1d1i:20:5 1fr0:5:e 1jvo:18:9 1k9i:18:9.f 1nmi:18:9 1p4i:9:f 1pvi:10:e.f.g 1yw0:18:5.6.b.e.f 1z90:14:f 2000:14:e 2290:18:5.6.b.f.g 24ii:14:b 27vi:14:5.b 2j4m:-1:5.9.g 2j4s:-2:4.5.6.9.b.e.f.g 2j5a:-2:g 2j5c:-1:5 2j5i:-2:4.5.6.9.b.e.f.g 2j6s:0:g 2j6u:2:g 2j70:0:g 2jba:0:f 2jbc:2:f 2jc0:0:f 2jdi:8:e.f.g 2jpi:0:e 2jr0:8:e.f.g 2ku0:-2:4.5.6.9.b.e.f.g 2o6u:0:g 2o70:0:4.5.6.9.b.e.f.g.j 2odi:2:f 2or0:2:e 2pvi:-1:9.f 2ybi:0:b 2yvi:9:4.5.b.e.f.g 3000:0:b 3y4i:5:4.6.a.e.f 4890:9:a.f 4n90:9:a 5wmk:14:4.5.6.e.f.g 5wmo:14:5 5wn0:14:4.5.6.e.f.g 5wo0:14:4.5.6.e.f.g 5wr0:12:g 5x00:12:f 5xr0:12:e 6000:14:4.5.6.e.f.g 66r0:12:4.5.6.e.f.g 6gvi:2:9 7qmi:5:6.9.a.e.g 9k90:14:4.5.6.c.e.f.g e290:0:9.b or00:18:b zgvi:4:4.5.9.b.e.f.g 10pbi:-1:b.f 10pvi:0:e 10r00:-1:5.9.b.f 11z90:3:9.a.e.f.g 15rr0:3:a.f 1xmii:20:9 1xpvi:20:9.f 2vt90:12:4.5.9.b.f.g 2vt92:14:4.5.9.b.f.g 2vt96:14:5 2vt9i:14:4.5.9.b.f.g 2vtai:14:4.5.9.b.f.g 2vtdi:12:9.g 2vtmi:12:f 2w3di:14:9 2wnmi:12:b 2x290:9:4.5.9.b.f.g 2ybmi:9:a 4s5mi:14:4.5.9.b.f.g',
  },
  'petri:5/equal': {
    complete: true,
    entries:
      '0:6:a 1:-6:a 3:-4:a 29:2:a 6r:2:a 19k9:6:4.5.6.9.b.e.f.g 19kb:8:4.5.6.9.b.e.f.g 19kf:7:4.5.6 19or:6:g 19os:-2:5.6.9.b.g 19ou:0:b.f.g 19p0:-2:6 19vi:4:6.b.g 19xr:6:f 1a90:4:5.9.b.f.g 1api:-2:5 1fr0:0:9.e.f 1pvi:4:5.e.f 2j4m:-6:4.5.6.9.b.e.f.g 2j4s:-8:4.5.6.9.b.e.f.g 2j5a:-7:b.f 2j5c:-6:4.5.6.9.b.e.f.g 2j5i:-8:4.5.6.9.b 2j6s:-6:g 2j6u:-4:5.9.b.f.g 2j70:-6:g 2jba:-6:f 2jbc:-4:f 2jc0:-6:f 2jdi:2:6.9.b.e.f.g 2jpi:-6:e 2jr0:2:5.9.b.e.f.g.j 2ku0:-8:4.5.6.9.b.e.f.g 2o6u:-6:g 2o70:-6:4.5.6.9.b.e.f.g 2odi:-4:f 2or0:-4:5.9.b.e.f 2pvi:-7:9 2ybi:-6:b 2yi0:2:4.b.f 2yvi:2:4.5.b.e.f.g 3000:-6:b 6gvi:-4:9 6r00:2:5.f e290:-6:9.b zgvi:-2:e 10pbi:-7:b.f.g 10pvi:-6:e 10r00:-7:5.f 2vt90:6:4.5.9.b.f.g 2x290:2:4.5.9.b.f.g',
  },
  'square:4': { complete: true, entries: '0:0:0.1.2.3.4.5.6.7.8.9.a.b.c.d.e.f' },
  'square:5': {
    complete: true,
    entries:
      '0:10:6.8.c.g.i 1:0:6.7.8.b.c.d.g.h.i 3:3:g 9:2:6.8.c.g.i k9:10:7.8.b.d.g.h.i kb:16:i kf:13:i kr:13:i lr:13:i or:16:i 14m:-4:8.i 14s:-5:i 14u:-2:i 15a:-4:i 15i:-2:i 16s:-8:i 170:-6:i 1bi:-2:i 1or:8:6.8.b.d.g.i 2ta:-2:8 2tc:2:8.g.i 2ti:2:8.d.g.h 2u0:2:8.g.h 2vi:-2:8 300:2:8 3xr:10:8.g.h 3xs:0:i 3xu:4:8.d.i 3y0:3:8.g.i 3yi:4:8.b.g 400:0:8.g.i 44i:5:i 5fr:13:g 66r:10:i 66s:0:7.b.c.d.g.h.i 670:2:g 7vi:8:i 8mi:4:6 900:10:b.d.g.h.i 902:16:g.i 906:14:g.i 90i:14:b.d.g.h.i 9di:13:g.i aba:-4:g abc:-1:g abi:-2:g ac0:-1:g adi:-4:g avi:3:i c00:2:6.h.i gi0:-1:i 1ap0:-3:i 1api:-2:i 1ar0:-6:i 1cdi:1:8 1di0:3:i 1fr0:2:g 1i00:3:g 1jp0:-3:g 1jr0:-5:g 1jvi:-2:g 1ldi:1:6.h.i 1pvi:-2:i 2o6r:13:g.i 2s4i:14:d.g.i 3tu0:2:g 3tvi:-2:g 3vi0:6:8.g.i 3wmi:8:8 3yvi:8:7.g.h.i 414i:8:6 42ti:2:6.d.i 42vi:-2:i 4300:2:6.i 44i0:6:6.g.i 4900:2:8.g 7lyi:4:7.8.g.i 7m00:0:8.g.i 7qfr:10:6.d.i 7r00:10:7.d.g.h.i 7r02:16:g 7r06:13:g 7r0i:14:g.h.i 7r1i:13:g.h.i 7r4i:16:g 7rdi:14:g 7udi:10:c.d.g.h.i 814i:4:i 8ldi:14:g aa4i:14:g.h.i be29:10:1.3.5.6.7.8.9.b.d.f.g.h.i.j.l.n be2g:4:8.b.g.i be2o:7:6.8.b.d.g.i be36:6:g.i be3s:4:8.g.i be96:8:6.8.b.d.g.h.i beai:6:6 beg0:7:6.7.8.b.d.g.h.i begi:7:6.8.b.g.i bei0:4:6.7.b.g.h.i bemo:10:8.b.g.h.i beo0:10:8.d.g.h.i bf6s:-4:i bf70:-1:i bfr6:10:6.8.b.d.g.h.i bg4i:10:6.8.d.g.i bgvi:4:8 bi00:8:8 bji0:10:6.7.d.g.i bodi:0:g btmi:6:6.8.g cno0:6:6.g di00:6:6.g f6si:10:6.7.8.d.g.h.i g14i:10:6.7.8.d.g.h.i msor:12:i n14i:14:g.i uj4i:14:g zgvi:1:g zpvi:1:i 12000:6:7.8.g.h.i 15s4i:10:7.8.g.h.i 1xr00:3:g 1z14i:14:i 243di:10:g.h.i 2vt90:-2:8.g.i 8js4i:4:6.b.g.i 8jtti:-2:g 8jtvi:-4:g 8ju00:-2:g 8jvi0:2:6.g.i 8k000:0:g.h.i 8uxsi:8:6.7.8.b.d.g.h.i 8vs4i:9:6.7.8.b.d.i 9i000:2:i ag14i:4:6.g.i becdi:-2:g h38fr:13:g h3cdi:14:i haudi:14:g hehi0:4:6.7.d.g.i hemi0:10:6.d.g.h.i izldi:13:i pmn6r:16:8 pmr4i:16:8.d.i pms4q:20:6.i pms52:21:6.i pms56:19:i pms62:20:6 pms66:18:6.i pms6i:19:6 pms92:24:6.i pms96:20:6.i pms9i:21:i pmsai:20:6.d.i pmsi6:18:6 pmsii:18:6.i pmsji:16:6.7.b.c.d.h.i pmsmi:21:6.i pmt92:16:7.b.d.h.i pmt96:13:7.d pmt9i:14:b pmtai:13:7.b pmtdi:16:7 pmvi0:8:6 pmvi2:16:6.b.d.h.i pmvi6:14:6 pmvii:15:d pmvji:14:6 pmvmi:16:6 pmvvi:14:d pmx6r:10:6.c.i pmx70:2:6.c.i pmx90:-2:c pmxdi:2:6 pmxr2:15:i pmxr6:12:i pmxri:13:i pmxsi:12:i pmxvi:16:i pmy4i:12:i pmyvi:8:6 pn14i:10:h pn3di:2:8 pnldi:13:8.d.i pnmi2:20:6 pnmi6:16:6.7.b.d.h.i pnmii:18:6.i pnmji:16:6.7.b.c.d.h.i pnmvi:17:6.i pnnmi:13:7.b pnpvi:13:6.d pns4i:12:i ppb9i:19:i ppbai:18:6.i ppbdi:22:i ppemi:14:6 ppgvi:12:i pq5mi:18:6.7.i pu8i0:0:8 pu94i:17:i pudji:13:6.h pudmi:16:6.h puj4i:10:7.c.d.h.i pv3di:14:8 pv7vi:14:6.h q9k92:18:i q9k96:14:6.7.h.i q9k9i:15:6.d q9kai:14:6.b.d.i q9kdi:16:6.7.b.d.h.i q9ldi:12:7.b q9nmi:14:6 q9pvi:11:i rj3di:10:8.h rj4i2:17:7.i rj4i6:14:i rj4ii:14:6.h.i rj4vi:13:7.h.i rja4i:10:7.b.h rlnmi:14:7.i rqldi:10:7.8.c.h.i vbs4i:14:8 vbt92:21:6 vbt96:18:6.i vbt9i:18:6.i vbtmi:18:6.i vbudi:13:7.b.h vbyvi:13:i vecdi:19:6.i vja4i:14:8.i 16pvji:16:6.7.b.c.d.h.i 16pvmi:21:6 16q14i:12:i 16qpvi:16:6.7.b.c.d.h.i 1f9a6u:-4:8 1f9fvi:15:i 1f9pbc:-1:8 1faa4i:12:i 1fajr0:-5:8 1fd2vi:-2:6 1g7gbc:2:6.i 1h5s4i:10:b.i 1i3sou:-2:8 1kygvi:12:b.c.d.h.i 4zei4i:17:i 4zfcdi:14:i 6vqvji:16:7.8.b.g 6vqvmi:21:8 6vr14i:12:g 6vr5mi:13:7.d 6vrpvi:17:8.g 74afvi:15:8 74ap4i:12:6 74apvi:10:b.c.d 7tx2di:16:b.h d1v2u0:0:6.8.g d1v2vi:-5:6 1lny690:-7:g 381ikdi:23:6.7.b.c.d.h.i 3dqjkdi:24:8.g',
  },
};
