-- Table API pipelines as tabula's shell writes them (Flink 1.14 only), one or more per method.
scan('people').where('id > 2').select('id, name');
from('people').filter('score.isNull').select('id');
scan('people').addColumns('name.isNull as unnamed').groupBy('unnamed').select('unnamed, id.count as n');
scan('orders').groupBy('person').select('person, qty.sum as c1, price.max as top');
scan('people').join(scan('orders').select('person, item'), 'id = person').select('name, item');
scan('people').leftOuterJoin(scan('orders').select('person, item'), 'id = person').select('id, item');
scan('people').rightOuterJoin(scan('orders').select('person, item'), 'id = person').select('id, item');
scan('people').fullOuterJoin(scan('orders').select('person, item'), 'id = person').select('id, person');
scan('people').select('id').unionAll(scan('orders').select('person'));
scan('people').select('id').minus(scan('orders').select('person'));
scan('people').select('id').intersect(scan('orders').select('person'));
scan('people').orderBy('id.asc').select('id');
scan('people').orderBy('id.desc').select('id');
scan('people').orderBy('id.asc').fetch(3);
scan('people').orderBy('id.asc').offset(1).fetch(2);
scan('orders').select('person').distinct();
scan('people').as('a, b, c').select('c, a');
scan('people').addColumns('score * 2 as twice').select('id, twice');
scan('people').renameColumns('name as who').select('id, who');
scan('people').dropColumns('score, name');
-- errors: a field that is not there, a method Flink's Table does not have, a pipeline left unfinished
scan('people').select('nope');
scan('people').sortBy('id');
scan('people').groupBy('id');
