package tabula.flink.oracle114;

import java.util.List;

/**
 * A Table API pipeline as tabula's shell writes it, {@code scan('t1').where('k > 2').groupBy('k').select('k,
 * v.sum as c1')}: the table it starts from and the method calls applied to it in order.
 *
 * @param table the name given to scan(...) or from(...)
 * @param calls the chained calls, first to last
 */
record Pipeline(String table, List<Call> calls) {
    /**
     * One call such as {@code join(scan('t2'), 'k = k2')}.
     *
     * @param method    the Flink Table API method's name
     * @param arguments each a String, an Integer, or a Pipeline that stands for the Table it evaluates to
     */
    record Call(String method, List<Object> arguments) {}
}
